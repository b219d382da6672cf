export { Callout, calloutTones, type CalloutProps, type CalloutTone } from './Callout';
