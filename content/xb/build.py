"""Builds content/xb/full-length-mock-test-N.csv and full-length-mock-test-N.cases.csv from the question sources here.

Each source (mock2_questions.py, mock3_questions.py) lists the 90 one-mark questions in workbook-chapter order, then
six caselets (CASE) with their five two-mark questions (CQ), each with the correct option first. This script places
the correct option at a position taken from a seeded shuffle, one seed per paper, so that each letter is the key for
exactly 30 questions with no letter more than 4 times in a row, and draws again (from the same generator) while the
keys agree with the seed's X-B full-length mock (paper ...024) in 35 % of positions or more. It numbers the refs,
writes both CSVs with Python's csv module (RFC 4180 quoting) and prints the share of keys that are the strictly
longest option (the content lint blocks above 35 %) and the agreement figures.
Run: python3 content/xb/build.py [2] [3]
"""
import csv
import importlib.util
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXAM = "NISM Series X-B: Investment Adviser (Level 2) Certification Examination"
TOPICS = {
    1: "Basics of Insurance",
    2: "Life Insurance Products",
    3: "Non-Life Insurance Products",
    4: "Retirement Planning Basics",
    5: "Retirement Products",
    6: "Miscellaneous Aspects of Retirement Planning",
    7: "Concepts in Taxation",
    8: "Capital Gains",
    9: "Income from Other Sources",
    10: "Taxation of Debt Products",
    11: "Taxation of Equity Products",
    12: "Taxation of Other Products",
    13: "Tax Provisions for Special Cases",
    14: "Basics of Estate Planning",
    15: "Tools for Estate Planning",
    16: "Basics of Behavioural Finance",
    17: "Behavioural Finance in Practice",
    18: "Risk Profiling for Investors",
    19: "Comparison of Products across Categories",
    20: "Case Studies",
}
HEADER = ["ref", "exam", "paper", "topic", "case", "marks", "question", "option_a", "option_b", "option_c",
          "option_d", "answer", "explanation", "written_by", "reviewed_by", "reviewed_at", "review_note"]
WRITER = "content-writer-xb"
MAX_AGREEMENT = 0.35


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.QUESTIONS, mod.CASES


def max_run(letters):
    longest, run = 0, 0
    for i, letter in enumerate(letters):
        run = run + 1 if i and letters[i - 1] == letter else 1
        longest = max(longest, run)
    return longest


def seed_full_length_keys():
    """The key letters of the seed's X-B full-length mock (paper ...024), in position order."""
    sql = open(os.path.join(HERE, "..", "..", "supabase", "seed", "12_questions_series_xb.sql"), encoding="utf-8").read()
    keys = re.findall(r"\('00000000-0000-4000-b000-000000000024', (\d+),(?:[^']|'(?:[^']|'')*')*?'([ABCD])',", sql)
    return "".join(k for _, k in sorted(keys, key=lambda t: int(t[0])))


def agreement(a, b):
    n = min(len(a), len(b))
    return sum(1 for i in range(n) if a[i] == b[i]) / n if n else 0


def build(mock, source, seed, others):
    questions, cases = load(source)
    singles = [q for q in questions if not q["case"]]
    assert len(singles) == 90 and questions[:90] == singles, "the 90 one-mark questions come first"
    assert len(cases) == 6 and all(sum(1 for q in questions if q["case"] == c["case"]) == 5 for c in cases)
    assert [q["case"] for q in questions[90:]] == [c["case"] for c in cases for _ in range(5)], "cases in order"
    rng = random.Random(seed)
    seed_keys = seed_full_length_keys()
    slots = [letter for letter in "ABCD" for _ in range(len(questions) // 4)]
    while True:
        rng.shuffle(slots)
        seq = "".join(slots)
        if max_run(slots) <= 4 and agreement(seq, seed_keys) < MAX_AGREEMENT and all(
                agreement(seq, o) < MAX_AGREEMENT for o in others):
            break
    rows, calc_refs, longest = [], [], 0
    for i, q in enumerate(questions):
        ref = f"XB-M{mock}-{i + 1:03d}"
        key = slots[i]
        wrong = list(q["wrong"])
        rng.shuffle(wrong)
        opts = wrong[:]
        opts.insert("ABCD".index(key), q["correct"])
        if all(len(q["correct"].strip()) > len(w.strip()) for w in q["wrong"]):
            longest += 1
        ch = q["ch"]
        expl = q["expl"].strip() + f" (Workbook chapter {ch}: {TOPICS[ch]})"
        marks = "2" if q["case"] else "1"
        rows.append([ref, EXAM, f"Full-Length Mock Test {mock}", TOPICS[ch], q["case"] or "", marks, q["q"], *opts,
                     key, expl, WRITER, "", "", ""])
        if q.get("calc"):
            calc_refs.append((ref, q["calc"]))
    path = os.path.join(HERE, f"full-length-mock-test-{mock}.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(HEADER)
        w.writerows(rows)
    cpath = os.path.join(HERE, f"full-length-mock-test-{mock}.cases.csv")
    with open(cpath, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(["case", "marks", "passage"])
        w.writerows([[c["case"], "2", c["passage"]] for c in cases])
    print(f"wrote {path}: {len(rows)} questions, {len(cases)} cases; key strictly longest in {longest} "
          f"({longest / len(rows):.0%})")
    print(f"  keys {seq}")
    print(f"  agreement with the seed full-length mock: {agreement(seq, seed_keys):.0%}")
    for ref, tag in calc_refs:
        print(f"  calc {ref} {tag}")
    return seq


if __name__ == "__main__":
    mocks = sys.argv[1:] or ["2", "3"]
    seqs = []
    for m in mocks:
        if os.path.exists(os.path.join(HERE, f"mock{m}_questions.py")):
            seqs.append(build(int(m), f"mock{m}_questions", seed=2000 + int(m), others=list(seqs)))
    if len(seqs) == 2:
        print(f"agreement between the two new mocks: {agreement(*seqs):.0%}")
