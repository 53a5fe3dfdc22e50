/** The inbox's few styles, on Payload's own theme variables (light and dark alike). */
export const inboxStyles = `
.inbox-bar { display: flex; flex-wrap: wrap; gap: var(--base); align-items: flex-start; justify-content: space-between; margin-bottom: var(--base); }
.inbox-bar__new { display: flex; flex-wrap: wrap; gap: calc(var(--base) / 2); align-items: baseline; }
.inbox-bar__count { font-weight: 600; }
.inbox-export { display: flex; flex-wrap: wrap; gap: calc(var(--base) / 2); align-items: center; padding: calc(var(--base) / 2); border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-s, 4px); }
.inbox-export__title { font-size: 1rem; margin: 0; flex-basis: 100%; }
.inbox-export input { padding: 4px 8px; color: var(--theme-text); background: var(--theme-input-bg, var(--theme-elevation-0)); border: 1px solid var(--theme-elevation-250); border-radius: 3px; }
.inbox-export__hint { flex-basis: 100%; margin: 0; color: var(--theme-elevation-650); font-size: 0.85rem; }
.inbox-waiting { margin-bottom: calc(var(--base) * 2); }
.inbox-waiting ul { list-style: none; margin: 0; padding: 0; display: grid; gap: calc(var(--base) / 2); }
.inbox-waiting a { font-weight: 600; }
`;
