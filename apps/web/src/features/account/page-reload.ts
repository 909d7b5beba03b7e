// A full reload of the current page (spec §2 Edit profile: "the page reloads on success"), kept
// in its own module so component tests can observe it instead of jsdom's unimplemented reload.
export function reloadPage(): void {
  window.location.reload();
}
