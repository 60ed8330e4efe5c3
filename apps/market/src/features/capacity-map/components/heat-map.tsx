import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './capacity-panel.module.css';
import { hourLabel, intensity, weekdayName, weekdays } from './capacity-reading';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const levels = [styles.level0, styles.level1, styles.level2, styles.level3, styles.level4, styles.level5];

/**
 * Weekday × hour as a real table: a row header per weekday, a column header per hour, the count
 * as text in every cell and the shading only repeating it, so a screen reader reads the same map.
 * `unit` names what a cell counts, for screen readers (the cell reads "9 searches").
 */
export function HeatMap({ caption, grid, unit }: { caption: string; grid: number[][]; unit: (count: number) => string }) {
  const intl = useIntl();
  const max = Math.max(0, ...grid.flat());
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.heatMap}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {hours.map((hour) => (
              <th key={hour} scope="col" className={styles.hourHeader}>
                <abbr title={intl.formatMessage({ id: 'market.capacity.hour-range', defaultMessage: '{from}–{to}' }, { from: hourLabel(intl, hour), to: hourLabel(intl, (hour + 1) % 24) })}>{String(hour).padStart(2, '0')}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((counts, weekday) => (
            <tr key={weekdays[weekday]}>
              <th scope="row" className={styles.dayHeader}>
                <abbr title={weekdayName(intl, weekday, 'long')}>{weekdayName(intl, weekday, 'short')}</abbr>
              </th>
              {counts.map((count, hour) => (
                <td key={hour} className={`${styles.cell} ${levels[intensity(count, max)]}`} data-count={count}>
                  {count > 0 ? intl.formatNumber(count) : <span className={styles.zero}>0</span>}
                  <VisuallyHidden> {unit(count)}</VisuallyHidden>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
