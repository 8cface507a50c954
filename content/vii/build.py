"""Builds content/vii/full-length-mock-test-N.csv from the question sources in this folder.

Each source (mock2_questions.py, mock3_questions.py) lists questions in workbook-chapter order with the correct
option first; this script places the correct option at a position taken from a seeded shuffle, one seed per paper,
so that each letter is the key for exactly 25 questions (no letter more than 4 times in a row), numbers the refs and
writes the CSV with Python's csv module (RFC 4180 quoting). It then prints the share of keys that are the strictly
longest option (the content lint blocks above 35 %) and how often the key letters agree with the other VII
full-length papers. Run: python3 content/vii/build.py [2] [3]
"""
import csv
import importlib.util
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXAM = "NISM Series VII: Securities Operations and Risk Management Certification Examination"
TOPICS = {
    1: "Introduction to the Securities Market",
    2: "Market Participants in the Securities Market",
    3: "Introduction to Securities Broking Operations",
    4: "Risk Management",
    5: "Clearing Process",
    6: "Settlement Process",
    7: "Investor Grievances and Arbitration",
    8: "Other Services Provided by Brokers",
}
HEADER = ["ref", "exam", "paper", "topic", "case", "marks", "question", "option_a", "option_b", "option_c",
          "option_d", "answer", "explanation", "written_by", "reviewed_by", "reviewed_at", "review_note"]
WRITER = "content-writer-vii"


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.QUESTIONS


def max_run(letters):
    longest, run = 0, 0
    for i, letter in enumerate(letters):
        run = run + 1 if i and letters[i - 1] == letter else 1
        longest = max(longest, run)
    return longest


def seed_full_length_keys():
    """The key letters of the seed's VII full-length mock (paper ...064), in position order."""
    sql = open(os.path.join(HERE, "..", "..", "supabase", "seed", "16_questions_series_vii.sql"), encoding="utf-8").read()
    keys = re.findall(r"\('00000000-0000-4000-b000-000000000064', (\d+),(?:[^']|'(?:[^']|'')*')*?'([ABCD])',", sql)
    return "".join(k for _, k in sorted(keys, key=lambda t: int(t[0])))


def agreement(a, b):
    n = min(len(a), len(b))
    return sum(1 for i in range(n) if a[i] == b[i]) / n if n else 0


def draw_keys(n, seed, avoid):
    """Each letter keys a quarter of the paper, in an order shuffled as a whole (issue 44: no blocks of four using
    A-D once each). A draw with a letter more than 4 times in a row, or agreeing with any sequence in `avoid` (the
    seed's full-length mock, the other new mock) in 30 % of positions or more, is drawn again."""
    rng = random.Random(seed)
    slots = [letter for letter in "ABCD" for _ in range(n // 4)]
    slots += list("ABCD")[: n - len(slots)]
    while True:
        rng.shuffle(slots)
        if max_run(slots) <= 4 and all(agreement(slots, a) < 0.30 for a in avoid if a):
            return slots


def build(mock, source, seed, avoid=()):
    questions = load(source)
    rng = random.Random(seed + 1000)
    slots = draw_keys(len(questions), seed, [seed_full_length_keys(), *avoid])
    rows = []
    calc_refs = []
    longest = 0
    for i, q in enumerate(questions):
        ref = f"VII-M{mock}-{i + 1:03d}"
        key = slots[i]
        wrong = list(q["wrong"])
        rng.shuffle(wrong)
        opts = wrong[:]
        opts.insert("ABCD".index(key), q["correct"])
        if all(len(q["correct"].strip()) > len(w.strip()) for w in q["wrong"]):
            longest += 1
        ch = q["ch"]
        expl = q["expl"].strip() + f" (Workbook chapter {ch}: {TOPICS[ch]})"
        rows.append([ref, EXAM, f"Full-Length Mock Test {mock}", TOPICS[ch], "", "1", q["q"], *opts, key, expl,
                     WRITER, "", "", ""])
        if q.get("calc"):
            calc_refs.append((ref, q["calc"]))
    path = os.path.join(HERE, f"full-length-mock-test-{mock}.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(HEADER)
        w.writerows(rows)
    seq = "".join(slots)
    print(f"wrote {path}: {len(rows)} questions; key strictly longest in {longest} ({longest / len(rows):.0%})")
    print(f"  keys {seq}")
    print(f"  agreement with the seed full-length mock: {agreement(seq, seed_full_length_keys()):.0%}")
    for ref, tag in calc_refs:
        print(f"  calc {ref} {tag}")
    return seq


if __name__ == "__main__":
    mocks = sys.argv[1:] or ["2", "3"]
    seqs = {}
    for m in mocks:
        if os.path.exists(os.path.join(HERE, f"mock{m}_questions.py")):
            seqs[m] = build(int(m), f"mock{m}_questions", seed=7000 + int(m), avoid=list(seqs.values()))
    if len(seqs) == 2:
        a, b = seqs.values()
        print(f"agreement between the two new mocks: {agreement(a, b):.0%}")
