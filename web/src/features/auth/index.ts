// The auth feature's face for other features: the captcha that claims and forms ask for.
export { useCaptcha } from './use-captcha';
