export * from './components/Button';
