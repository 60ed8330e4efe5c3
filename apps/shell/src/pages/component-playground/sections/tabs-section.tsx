import { useState } from 'react';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { Example } from '../playground-section';
import styles from './sections.module.css';

const items = [
  { value: 'details', label: 'Details', content: <p>Deep cleaning, three bedrooms, Friday at 9:00.</p> },
  { value: 'messages', label: 'Messages', content: <p>No messages with your pro yet.</p> },
  { value: 'receipts', label: 'Receipts', content: <p>The receipt appears once the job is done.</p> },
  { value: 'reviews', label: 'Reviews (disabled)', content: <p>Not reachable.</p>, disabled: true },
];

export function TabsExamples() {
  const [tab, setTab] = useState('details');
  return (
    <>
      <Example title="Controlled, with a disabled tab (arrow keys move between tabs)">
        <Tabs aria-label="Job sections" items={items} value={tab} onValueChange={setTab} />
        <p className={styles.output}>Selected tab: {tab}</p>
      </Example>
      <Example title="Uncontrolled, many tabs scroll sideways on narrow screens">
        <Tabs
          aria-label="Days of the week"
          items={['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
            value: day,
            label: day,
            content: <p>Open slots on {day}.</p>,
          }))}
          defaultValue="Wednesday"
        />
      </Example>
    </>
  );
}
