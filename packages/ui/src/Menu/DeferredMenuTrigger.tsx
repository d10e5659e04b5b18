import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useMenuTrigger, type AriaMenuOptions } from 'react-aria'
// The pressable-props context RAC's own MenuTrigger uses; public API has no other way to give a
// trigger's props to a child Button. react-aria is pinned by react-aria-components' exact version.
import { PressResponder } from 'react-aria/private/interactions/PressResponder'
import {
  useMenuTriggerState,
  type MenuTriggerProps,
  type RootMenuTriggerState,
} from 'react-stately'

/** What `DeferredMenu` needs from its trigger: the state and props RAC's MenuTrigger provides. */
export interface DeferredMenuParts {
  state: RootMenuTriggerState
  menuProps: AriaMenuOptions<unknown>
  triggerRef: RefObject<HTMLElement | null>
  scrollRef: RefObject<HTMLDivElement | null>
}

export interface DeferredMenuTriggerProps extends MenuTriggerProps {
  /** The pressable trigger, e.g. a `Button`. */
  children: ReactNode
  /** Renders the menu, wrapped in `DeferredMenu`; first called when the menu first opens. */
  menu: (parts: DeferredMenuParts) => ReactNode
}

/**
 * `MenuTrigger` for a menu whose code loads on demand (e.g. `menu` renders a React.lazy
 * component): the trigger, its keyboard handling and ARIA are here from the start; the menu,
 * its collection and its popover render, and so load, when it first opens. Once loaded it
 * behaves exactly as a `MenuTrigger` with a `Menu` (decision 004).
 */
export function DeferredMenuTrigger({ children, menu, ...props }: DeferredMenuTriggerProps) {
  const state = useMenuTriggerState(props)
  const triggerRef = useRef<HTMLElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const { menuTriggerProps, menuProps } = useMenuTrigger(
    { ...props, type: 'menu' },
    state,
    triggerRef,
  )
  const [opened, setOpened] = useState(state.isOpen)
  if (state.isOpen && !opened) setOpened(true)
  return (
    <>
      <PressResponder {...menuTriggerProps} ref={triggerRef} isPressed={state.isOpen}>
        {children}
      </PressResponder>
      {opened ? (
        <Suspense fallback={null}>{menu({ state, menuProps, triggerRef, scrollRef })}</Suspense>
      ) : null}
    </>
  )
}
