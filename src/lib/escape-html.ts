/**
 * The one HTML escaper (issue 30 item 3): text and double- or single-quoted attribute values alike, so no
 * character can end an element or an attribute. The app, its server, its build plugins and the mock
 * backend all write markup with it; XML (the feeds) too, after dropping what XML cannot hold.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
