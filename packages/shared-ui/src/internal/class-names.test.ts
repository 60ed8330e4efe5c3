import { classNames } from './class-names';

describe('classNames', () => {
  it('joins the names given with single spaces', () => {
    expect(classNames('button', 'primary', 'large')).toBe('button primary large');
  });

  it('skips names switched off or not passed', () => {
    const loading = false;
    expect(classNames('button', loading && 'loading', undefined, null, '', 'extra')).toBe('button extra');
  });

  it('is empty when nothing is on', () => {
    expect(classNames(false, undefined)).toBe('');
  });
});
