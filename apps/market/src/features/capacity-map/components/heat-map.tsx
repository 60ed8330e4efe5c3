import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import styles from './capacity-panel.module.css';
import { hourLabel, intensity, weekdays } from './capacity-reading';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const levels = [styles.level0, styles.level1, styles.level2, styles.level3, styles.level4, styles.level5];

/**
 * Weekday × hour as a real table: a row header per weekday, a column header per hour, the count
 * as text in every cell and the shading only repeating it, so a screen reader reads the same map.
 */
export function HeatMap({ caption, grid, unit }: { caption: string; grid: number[][]; unit: string }) {
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
                <abbr title={`${hourLabel(hour)}–${hourLabel((hour + 1) % 24)}`}>{String(hour).padStart(2, '0')}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((counts, weekday) => (
            <tr key={weekdays[weekday]}>
              <th scope="row" className={styles.dayHeader}>
                <abbr title={weekdays[weekday]}>{weekdays[weekday]!.slice(0, 3)}</abbr>
              </th>
              {counts.map((count, hour) => (
                <td key={hour} className={`${styles.cell} ${levels[intensity(count, max)]}`} data-count={count}>
                  {count > 0 ? count : <span className={styles.zero}>0</span>}
                  <VisuallyHidden> {unit}</VisuallyHidden>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
