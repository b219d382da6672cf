import type { CSSProperties } from 'react';
import { c, font } from './palette';

export const headingStyle: CSSProperties = { fontSize: 15, margin: '0 0 8px', fontWeight: 700 };

export const panelStyle: CSSProperties = {
  border: `1px solid ${c('border')}`,
  borderRadius: 12,
  padding: 12,
  background: c('bg'),
};

export const codeStyle: CSSProperties = {
  font: `12px/1.45 ${font.mono}`,
  background: c('surface'),
  color: c('text'),
  borderRadius: 8,
  padding: 10,
  margin: 0,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
};

export function buttonStyle(tone: 'primary' | 'neutral'): CSSProperties {
  return {
    font: `600 13px ${font.mono}`,
    padding: '8px 12px',
    borderRadius: 8,
    cursor: 'pointer',
    textAlign: 'left',
    border: `1px solid ${tone === 'primary' ? c('brand') : c('border')}`,
    background: tone === 'primary' ? c('brand') : c('bg'),
    color: tone === 'primary' ? c('onBrand') : c('text'),
  };
}
