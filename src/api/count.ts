/**
 * SPEC §7: "A failing count call falls back to the length of loaded results." The failure is only logged
 * (SPEC §8: list loading errors have no user message).
 */
export async function countOr(call: Promise<number>, loadedLength: number): Promise<number> {
  try {
    return await call;
  } catch (error) {
    console.warn('Count call failed; using the number of loaded results.', error);
    return loadedLength;
  }
}
