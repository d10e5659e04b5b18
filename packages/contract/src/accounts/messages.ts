import type { MessageDescriptor } from '../i18n/message'

/** Account validation messages (ours: the spec does not show them), in the voice of section 5. */
export const accountValidation = {
  digits: /*i18n*/ { id: 'validation.digits', message: 'The {label} must contain only digits' },
  png: /*i18n*/ { id: 'validation.png', message: 'The {label} must be a PNG image' },
  imageTooLarge: /*i18n*/ {
    id: 'validation.imageTooLarge',
    message: 'The {label} must be at most {n} KB',
  },
  secondFactor: /*i18n*/ {
    id: 'validation.secondFactor',
    message: 'The {label} must be 6 digits, or a 10-character recovery code',
  },
  imageDimensions: /*i18n*/ {
    id: 'validation.imageDimensions',
    message: 'The {label} must be at most {n} pixels wide and high',
  },
} satisfies Record<string, MessageDescriptor>
