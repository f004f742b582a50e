// The zone a cook's sales days are counted in. Kitchens (kitchens/{uid}.timeZone) arrive with
// the handover work; until then every kitchen counts its days in UTC. This is the one place
// that changes when they land.
export async function kitchenTimeZone(_cookUid: string): Promise<string> {
  return 'UTC';
}
