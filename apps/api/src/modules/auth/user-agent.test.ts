import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('names the browser (major version) and the system', () => {
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0')).toEqual({
      device: 'Microsoft Edge 120 on Windows 10',
      deviceType: 'desktop',
    });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1')).toEqual({
      device: 'Safari 17 on iOS 17.1',
      deviceType: 'mobile',
    });
  });

  it('says "Unknown device" when there is nothing to go on', () => {
    expect(describeUserAgent(null)).toEqual({ device: 'Unknown device', deviceType: 'other' });
    expect(describeUserAgent('curl/8.0')).toEqual({ device: 'Unknown device', deviceType: 'other' });
  });
});
