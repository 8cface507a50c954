"""Builds content/va/full-length-mock-test-N.csv from the question sources in this folder.

Each source (mock2_questions.py, mock3_questions.py) lists questions in workbook-chapter order with the
correct option first; this script places the correct option at a position taken from a seeded shuffle, one seed
per paper, so that each letter is the key for exactly 25 questions, numbers the refs and writes the CSV
with Python's csv module (RFC 4180 quoting). Run: python3 content/va/build.py
"""
import csv
import importlib.util
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
EXAM = "NISM Series V-A: Mutual Fund Distributors Certification Examination"
TOPICS = {
    1: "Investment Landscape",
    2: "Concept and Role of a Mutual Fund",
    3: "Legal Structure of Mutual Funds in India",
    4: "Legal and Regulatory Framework",
    5: "Scheme Related Information",
    6: "Fund Distribution and Channel Management Practices",
    7: "Net Asset Value, Total Expense Ratio and Pricing of Units",
    8: "Taxation",
    9: "Investor Services",
    10: "Risk, Return and Performance of Funds",
    11: "Mutual Fund Scheme Performance",
    12: "Mutual Fund Scheme Selection",
}
HEADER = ["ref", "exam", "paper", "topic", "case", "marks", "question", "option_a", "option_b", "option_c",
          "option_d", "answer", "explanation", "written_by", "reviewed_by", "reviewed_at", "review_note"]


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


def build(mock, source, seed):
    questions = load(source)
    rng = random.Random(seed)
    # Each letter keys a quarter of the paper, in an order shuffled as a whole (issue 44: blocks of four that each
    # used A, B, C and D once were a pattern in stored order); a draw with a letter more than 4 times in a row is
    # drawn again from the same generator.
    slots = [letter for letter in "ABCD" for _ in range(len(questions) // 4)]
    slots += list("ABCD")[: len(questions) - len(slots)]
    while True:
        rng.shuffle(slots)
        if max_run(slots) <= 4:
            break
    rows = []
    calc_refs = []
    for i, q in enumerate(questions):
        ref = f"VA-M{mock}-{i + 1:03d}"
        key = slots[i]
        wrong = list(q["wrong"])
        rng.shuffle(wrong)
        opts = wrong[:]
        opts.insert("ABCD".index(key), q["correct"])
        ch = q["ch"]
        expl = q["expl"].strip() + f" (Workbook chapter {ch}: {TOPICS[ch]})"
        rows.append([ref, EXAM, f"Full-Length Mock Test {mock}", TOPICS[ch], "", "1", q["q"], *opts, key, expl,
                     "content-writer-va", "", "", ""])
        if q.get("calc"):
            calc_refs.append((ref, q["calc"]))
    path = os.path.join(HERE, f"full-length-mock-test-{mock}.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(HEADER)
        w.writerows(rows)
    print(f"wrote {path}: {len(rows)} questions")
    for ref, tag in calc_refs:
        print(f"  calc {ref} {tag}")


if __name__ == "__main__":
    import sys
    mocks = sys.argv[1:] or ["2", "3"]
    for m in mocks:
        if os.path.exists(os.path.join(HERE, f"mock{m}_questions.py")):
            build(int(m), f"mock{m}_questions", seed=1000 + int(m))
