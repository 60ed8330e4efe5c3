import * as RadixTabs from '@radix-ui/react-tabs';
import { classNames } from '../../internal/class-names';
import type { ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Account sections". */
  'aria-label': string;
  /** Selected tab when controlled. */
  value?: string;
  /** Initially selected tab when uncontrolled; the first item by default. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Radix tabs: arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ items, 'aria-label': ariaLabel, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={classNames(styles.tabs, className)}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={ariaLabel}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
