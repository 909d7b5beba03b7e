// Tabs wrapper around Radix Tabs (news/blog, product page tabs): arrow keys follow the reading
// direction, the active tab can be controlled (e.g. from the URL) or left to Radix.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useHydrated } from '../../lib/ssr.ts';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

export function Tabs({ items, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const { i18n } = useTranslation();
  // The server renders every panel (inactive ones hidden), so their text is in the first HTML and
  // index.html's <noscript> style shows them all without JavaScript; once hydrated, only the
  // active panel stays mounted.
  const hydrated = useHydrated();
  return (
    <RadixTabs.Root
      className={`tabs ${className ?? ''}`}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      dir={i18n.dir(i18n.language)}
      activationMode="manual"
    >
      <RadixTabs.List className="tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs-trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tabs-content" forceMount={hydrated ? undefined : true}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
