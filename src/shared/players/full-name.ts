/** «Lena Frei»: a player's name as every list, text and message prints it. */
export function playerFullName(player: { firstName: string; lastName: string }): string {
  return `${player.firstName} ${player.lastName}`.trim();
}
