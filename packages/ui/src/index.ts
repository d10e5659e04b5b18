export { Button, type ButtonProps } from './Button/Button'
export { Spinner, type SpinnerProps } from './Spinner/Spinner'
export { createFormatter, type Formatter } from './format/format'
export { formatDateTime } from './format/dateTime'
export { useFormatter } from './format/useFormatter'
export { AriaLocale } from './format/AriaLocale'
export { Card, type CardProps } from './Card/Card'
export {
  Badge,
  PnlBadge,
  type BadgeProps,
  type BadgeVariant,
  type PnlBadgeProps,
} from './Badge/Badge'
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
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs/Tabs'
export { Stepper, type StepperProps, type StepperStep } from './Stepper/Stepper'
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden'
export { Logo, type LogoProps } from './Logo/Logo'
export {
  Popover,
  PopoverTrigger,
  type PopoverProps,
  type PopoverTriggerProps,
} from './Popover/Popover'
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
export {
  ConfirmDialog,
  Dialog,
  DialogTrigger,
  Modal,
  type ConfirmDialogProps,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
} from './Dialog/Dialog'
export {
  Tooltip,
  TooltipTrigger,
  type TooltipProps,
  type TooltipTriggerProps,
} from './Tooltip/Tooltip'
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField'
export { NumberField, type NumberFieldProps } from './NumberField/NumberField'
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxProps,
  type CheckboxGroupProps,
} from './Checkbox/Checkbox'
export { Switch, type SwitchProps } from './Switch/Switch'
export { Disclosure, type DisclosureProps } from './Disclosure/Disclosure'
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps } from './RadioGroup/RadioGroup'
export { Table, type TableProps, type TableColumn } from './Table/Table'
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar'
export { Meter, type MeterProps, type MeterLevel } from './Meter/Meter'
export {
  Skeleton,
  SkeletonGroup,
  type SkeletonProps,
  type SkeletonGroupProps,
} from './Skeleton/Skeleton'
export { Avatar, initials, type AvatarProps } from './Avatar/Avatar'
export { Select, SelectItem, type SelectProps, type SelectItemProps } from './Select/Select'
export { ImagePicker, type ImagePickerProps } from './ImagePicker/ImagePicker'
export {
  ComboBox,
  ComboBoxItem,
  CoinBadge,
  CoinComboBox,
  type Coin,
  type ComboBoxProps,
  type CoinComboBoxProps,
} from './ComboBox/ComboBox'
export {
  Segment,
  SegmentedControl,
  type SegmentProps,
  type SegmentedControlProps,
} from './SegmentedControl/SegmentedControl'
export { PinInput, type PinInputProps } from './PinInput/PinInput'
export { Form, type FormProps } from './Form/Form'
export { ToastRegion, type ToastRegionProps, type ToastData, type ToastType } from './Toast/Toast'
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen/ErrorScreen'
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay/LoadingOverlay'
export {
  PullToRefreshIndicator,
  type PullToRefreshIndicatorProps,
  type PullToRefreshState,
} from './PullToRefresh/PullToRefresh'
export { AuthLayout, type AuthLayoutProps } from './layouts/AuthLayout/AuthLayout'
export { BlankLayout, type BlankLayoutProps } from './layouts/BlankLayout/BlankLayout'
export {
  DefaultLayout,
  type DefaultLayoutProps,
  type NavItem,
  type ColorMode,
  type LocaleOption,
  type ProfileSummary,
} from './layouts/DefaultLayout/DefaultLayout'
export {
  PreferenceMenus,
  type PreferenceMenusProps,
} from './layouts/PreferenceMenus/PreferenceMenus'
export {
  CandlestickChart,
  overlayColors,
  type CandlestickChartProps,
  type Candle,
  type OverlayLine,
  type PriceLevel,
  type PriceMarker,
} from './charts/CandlestickChart/CandlestickChart'
export { PnlChart, type PnlChartProps, type ValuePoint } from './charts/PnlChart/PnlChart'
export {
  EquityChart,
  type EquityChartProps,
  type EquityPointInput,
} from './charts/EquityChart/EquityChart'
export {
  DailyProfitChart,
  type DailyProfitChartProps,
} from './charts/DailyProfitChart/DailyProfitChart'
export { Pagination, type PaginationProps } from './Pagination/Pagination'
export { LivePrice, type LivePriceProps } from './LivePrice/LivePrice'
export * from './widgets'
export {
  MarketChart,
  type MarketChartProps,
  type MarketCandle,
  type MarketOverlays,
} from './charts/MarketChart/MarketChart'
export {
  Treemap,
  TreemapLegend,
  type TreemapProps,
  type TreemapTile,
  type TreemapLegendProps,
} from './charts/Treemap'
export { Sparkline, type SparklineProps } from './charts/Sparkline/Sparkline'
