import { classNames } from '../../internal/class-names';
import type { CSSProperties } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** `text` draws `lines` bars of text height; `block` one box of the given size. */
  variant?: 'block' | 'text';
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** What is loading, announced once via role="status"; without it the skeleton is silent. */
  label?: string;
  className?: string;
}

/**
 * A placeholder shaped like content that is on its way. The shapes are hidden from assistive
 * technology; give one skeleton per region a `label` (or use Spinner) so the wait is announced.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, label, className }: SkeletonProps) {
  const shapes =
    variant === 'block' ? (
      <span className={classNames(styles.shape, styles.block)} style={{ width, height }} />
    ) : (
      Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={classNames(styles.shape, styles.line)}
          // The last of several lines is shorter, like the end of a paragraph.
          style={{ width: lines > 1 && index === lines - 1 ? '60%' : width, height }}
        />
      ))
    );
  return (
    <div className={classNames(styles.skeleton, className)} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      <span className={styles.shapes} aria-hidden="true">
        {shapes}
      </span>
      {label && <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
