import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { Fieldset } from '@marketplace/shared-ui/form-layout';
import styles from './profile-editor.module.css';

export interface CheckboxListProps {
  legend: string;
  hint?: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  empty?: string;
}

/** A group of checkboxes holding a list of ids (react-hook-form's Controller value). */
export function CheckboxList({ legend, hint, options, value, onChange, error, empty }: CheckboxListProps) {
  return (
    <Fieldset legend={legend} hint={hint}>
      {options.length === 0 && empty && <p className={styles.hint}>{empty}</p>}
      <div className={styles.checkboxGrid}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={<span translate="no">{option.name}</span>}
            checked={value.includes(option.id)}
            onCheckedChange={(checked) => onChange(checked === true ? [...value, option.id] : value.filter((id) => id !== option.id))}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Fieldset>
  );
}
