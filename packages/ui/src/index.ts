export { Button, type ButtonProps } from './Button/Button'
export { Spinner, type SpinnerProps } from './Spinner/Spinner'
