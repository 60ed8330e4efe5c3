import { adminLinks } from './admin-layout';

const currentAt = (pathname: string, status: string | null = null) => adminLinks.filter((link) => link.current(pathname, status)).map((link) => link.label.defaultMessage);

describe('the admin navigation', () => {
  it('marks exactly one link as the current page', () => {
    expect(currentAt('/admin')).toEqual(['Overview']);
    expect(currentAt('/admin/people/00000000-0000-4000-8000-000000000001')).toEqual(['People']);
    expect(currentAt('/admin/notifications')).toEqual(['Outbox']);
    expect(currentAt('/admin/notifications', 'dead')).toEqual(['Dead letters']);
    expect(currentAt('/admin/markets/nyc')).toEqual(['Markets']);
  });
});
