// A module of its own, imported lazily by validation-rules.ts: the bundler puts the catalogue in its chunk.
export { validationMessageId } from '@ledgerport/contract';
