import { roundOrder } from './round-order';

describe('the lab visits each round in an order that', () => {
  it('visits every variant once a round', () => {
    for (let i = 0; i < 9; i++) expect([...roundOrder(i, 3)].sort()).toEqual([0, 1, 2]);
  });

  it('starts from each variant equally often', () => {
    const firsts = Array.from({ length: 9 }, (_, i) => roundOrder(i, 3)[0]);
    expect(firsts.filter((v) => v === 0)).toHaveLength(3);
    expect(firsts.filter((v) => v === 1)).toHaveLength(3);
  });

  it('puts each variant behind each other one in turn, not always behind the same one', () => {
    const behind = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const order = roundOrder(i, 3);
      for (let j = 1; j < order.length; j++) behind.add(`${order[j - 1]}>${order[j]}`);
    }
    expect(behind.size).toBe(6);
  });
});
