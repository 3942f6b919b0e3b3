/** The one document.cookie helper left: the app keeps no session or personal data in cookies. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
