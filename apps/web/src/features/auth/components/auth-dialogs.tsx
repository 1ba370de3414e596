/** Mounted once by the shell; renders whichever account dialog is open. */
export function AuthDialogs() {
  return null;
}
