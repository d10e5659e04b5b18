export { Button, type ButtonProps } from './Button/Button'
export { Spinner, type SpinnerProps } from './Spinner/Spinner'
export { createFormatter, type Formatter } from './format/format'
export { useFormatter } from './format/useFormatter'
