import { config } from '@arena/eslint-config';
export default config(import.meta.dirname);
