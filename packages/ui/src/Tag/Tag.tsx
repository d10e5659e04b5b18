import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import {
  Button as RACButton,
  Label as RACLabel,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
  Text as RACText,
  type TagGroupProps as RACTagGroupProps,
  type TagProps as RACTagProps,
} from 'react-aria-components'
import styles from './Tag.module.css'

export interface TagGroupProps<T extends object> extends Omit<
  RACTagGroupProps,
  'children' | 'className' | 'style'
> {
  /** Visible label of the group, e.g. "Filters". */
  label?: ReactNode
  /** Help text below the tags. */
  description?: ReactNode
  /** The tags, as data for `children`. */
  items?: Iterable<T>
  /** Static tags, or a function rendering one tag per item. */
  children: ReactNode | ((item: T) => ReactNode)
  /** Shown instead of the tags when there are none. */
  renderEmptyState?: () => ReactNode
}

/** A set of tags, e.g. active filters; with `onRemove` each tag gets a remove button and Backspace removes it. */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  renderEmptyState,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={styles.group}>
      {label ? <RACLabel className={styles.label}>{label}</RACLabel> : null}
      <RACTagList items={items} renderEmptyState={renderEmptyState} className={styles.list}>
        {children}
      </RACTagList>
      {description ? (
        <RACText slot="description" className={styles.description}>
          {description}
        </RACText>
      ) : null}
    </RACTagGroup>
  )
}

export interface TagProps extends Omit<RACTagProps, 'children' | 'className' | 'style'> {
  /** The tag text. */
  children: string
}

/** One tag in a TagGroup. */
export function Tag({ children, ...props }: TagProps) {
  const { t } = useLingui()
  return (
    <RACTag {...props} textValue={children} className={styles.tag}>
      {({ allowsRemoving }) => (
        <>
          <span>{children}</span>
          {allowsRemoving ? (
            <RACButton slot="remove" className={styles.remove} aria-label={t`Remove`}>
              <X size={12} aria-hidden />
            </RACButton>
          ) : null}
        </>
      )}
    </RACTag>
  )
}
