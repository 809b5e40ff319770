export { PrototypeView } from './PrototypeView';
export { TestView } from './TestView';
