/** build/english-subset.ts: the parts of en.json the signed-out screens use (signed-out-sections.ts). */
declare module 'virtual:signed-out-english' {
  const messages: Record<string, object>;
  export default messages;
}
