// PRODUCT §4: a point picked on a map looks the address up and keeps its last 4 parts:
// «Россия, Краснодарский край, Сочи, Центральный район, улица Роз, 37» → «Сочи, Центральный район, улица Роз, 37».
export const ADDRESS_PARTS_KEPT = 4;

export function addressTail(address: string, parts = ADDRESS_PARTS_KEPT): string {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(-parts)
    .join(', ');
}
