export { Button, type ButtonProps } from './Button/Button'
export { Spinner, type SpinnerProps } from './Spinner/Spinner'
export { createFormatter, type Formatter } from './format/format'
export { useFormatter } from './format/useFormatter'
export { Link, type LinkProps } from './Link/Link'
export {
  Description,
  FieldAffix,
  FieldButton,
  FieldChrome,
  FieldError,
  FieldGroup,
  Input,
  Label,
  fieldClassName,
  type ErrorMessage,
  type FieldChromeProps,
} from './Field/Field'
export { TextField, type TextFieldProps } from './TextField/TextField'
