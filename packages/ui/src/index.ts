export { Button, type ButtonProps } from './Button/Button'
export { Spinner, type SpinnerProps } from './Spinner/Spinner'
export { createFormatter, type Formatter } from './format/format'
export { useFormatter } from './format/useFormatter'
export { Card, type CardProps } from './Card/Card'
export { Badge, PnlBadge, type BadgeProps, type BadgeVariant, type PnlBadgeProps } from './Badge/Badge'
export { Tag, TagGroup, type TagProps, type TagGroupProps } from './Tag/Tag'
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState'
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
export { Tabs, TabList, Tab, TabPanel, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from './Tabs/Tabs'
export { Stepper, type StepperProps, type StepperStep } from './Stepper/Stepper'
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden'
export { Logo, type LogoProps } from './Logo/Logo'
export { Popover, PopoverTrigger, type PopoverProps, type PopoverTriggerProps } from './Popover/Popover'
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu/Menu'
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField'
export { NumberField, type NumberFieldProps } from './NumberField/NumberField'
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './Checkbox/Checkbox'
export { Switch, type SwitchProps } from './Switch/Switch'
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps } from './RadioGroup/RadioGroup'
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select/Select'
export { ComboBox, ComboBoxItem, CoinBadge, CoinComboBox, type Coin, type ComboBoxProps, type CoinComboBoxProps } from './ComboBox/ComboBox'
export { Segment, SegmentedControl, type SegmentProps, type SegmentedControlProps } from './SegmentedControl/SegmentedControl'
export { PinInput, type PinInputProps } from './PinInput/PinInput'
export { Form, type FormProps } from './Form/Form'
