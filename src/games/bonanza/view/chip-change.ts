// A change of chips as the results print it: +16, ±0, −5 (with a true minus sign).

export function chipChange(d: number): string {
  return d > 0 ? `+${d}` : d === 0 ? '±0' : `−${-d}`;
}
