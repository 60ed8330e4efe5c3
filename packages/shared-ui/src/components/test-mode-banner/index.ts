export { TEST_CARDS, TestModeBanner, type TestModeBannerProps } from './test-mode-banner';
