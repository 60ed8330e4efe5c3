import { endpoints } from './endpoints';
import { routes } from './routes';

describe('routes', () => {
  it('are exactly the method and path of each endpoint definition', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(routes).sort());
    for (const [key, endpoint] of Object.entries(endpoints)) {
      expect({ key, method: endpoint.method, path: endpoint.path }).toEqual({ key, ...routes[key as keyof typeof routes] });
    }
  });
});
