"""Builds content/viii/full-length-mock-test-N.csv from the question sources in this folder.

Each source (mock2_questions.py, mock3_questions.py) lists questions in workbook-chapter order with the correct
option first; this script places the correct option at a position taken from a seeded shuffle, one seed per paper,
so that each letter is the key for exactly 25 questions (no letter more than 4 times in a row), numbers the refs and
writes the CSV with Python's csv module (RFC 4180 quoting). It then prints the share of keys that are the strictly
longest option (the content lint blocks above 35 %) and how often the key letters agree with the other VIII
full-length papers. Run: python3 content/viii/build.py [2] [3]
"""
import csv
import importlib.util
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXAM = "NISM Series VIII: Equity Derivatives Certification Examination"
TOPICS = {
    1: "Basics of Derivatives",
    2: "Understanding Index",
    3: "Introduction to Forwards and Futures",
    4: "Introduction to Options",
    5: "Strategies Using Equity Futures and Equity Options",
    6: "Trading Mechanism",
    7: "Clearing, Settlement and Risk Management",
    8: "Legal and Regulatory Environment",
    9: "Accounting and Taxation",
    10: "Sales Practices and Investors Protection Services",
}
HEADER = ["ref", "exam", "paper", "topic", "case", "marks", "question", "option_a", "option_b", "option_c",
          "option_d", "answer", "explanation", "written_by", "reviewed_by", "reviewed_at", "review_note"]
WRITER = "content-writer-viii"


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
    """The key letters of the seed's VIII full-length mock (paper ...044), in position order."""
    sql = open(os.path.join(HERE, "..", "..", "supabase", "seed", "14_questions_series_viii.sql"), encoding="utf-8").read()
    keys = re.findall(r"\('00000000-0000-4000-b000-000000000044', (\d+),(?:[^']|'(?:[^']|'')*')*?'([ABCD])',", sql)
    return "".join(k for _, k in sorted(keys, key=lambda t: int(t[0])))


def agreement(a, b):
    n = min(len(a), len(b))
    return sum(1 for i in range(n) if a[i] == b[i]) / n if n else 0


def build(mock, source, seed):
    questions = load(source)
    rng = random.Random(seed)
    # Each letter keys a quarter of the paper, in an order shuffled as a whole (issue 44: no blocks of four using
    # A-D once each); a draw with a letter more than 4 times in a row is drawn again from the same generator.
    slots = [letter for letter in "ABCD" for _ in range(len(questions) // 4)]
    slots += list("ABCD")[: len(questions) - len(slots)]
    while True:
        rng.shuffle(slots)
        if max_run(slots) <= 4:
            break
    rows = []
    calc_refs = []
    longest = 0
    for i, q in enumerate(questions):
        ref = f"VIII-M{mock}-{i + 1:03d}"
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
            seqs[m] = build(int(m), f"mock{m}_questions", seed=8000 + int(m))
    if len(seqs) == 2:
        a, b = seqs.values()
        print(f"agreement between the two new mocks: {agreement(a, b):.0%}")
