"""Builds content/xv/full-length-mock-test-N.csv and full-length-mock-test-N.cases.csv from the question sources here.

Each source (mock2_questions.py, mock3_questions.py) lists the 80 stand-alone questions in workbook-chapter order,
then five caselets (CASE) with their four questions (CQ), each question with the correct option first; every
question carries 1 mark (the exam's blueprint: 100 one-mark questions, 20 of them in 5 cases of 4). This script
places the correct option at a position taken from a seeded shuffle, one seed per paper, so that each letter is the
key for exactly 25 questions, no letter runs more than 4 times, fewer than 30 % of the blocks of four use A-D once
each, and the keys agree with the seed's XV full-length mock (paper ...054) and the other new mock in under 35 % of
positions. It numbers the refs, writes both CSVs with Python's csv module (RFC 4180 quoting) and prints the share of
keys that are the strictly longest option (the content lint blocks above 35 %) and the agreement figures.
The topic practice paper (topic_practice.py, no cases) is built the same way, with its own key balance.
Run: python3 content/xv/build.py [2] [3] [practice]
"""
import csv
import importlib.util
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXAM = "NISM Series XV: Research Analyst Certification Examination"
TOPICS = {
    1: "Introduction to Research Analyst Profession",
    2: "Introduction to Securities Market",
    3: "Terminology in Equity and Debt Markets",
    4: "Fundamentals of Research",
    5: "Economic Analysis",
    6: "Industry Analysis",
    7: "Company Analysis - Business and Governance",
    8: "Company Analysis - Financial Analysis",
    9: "Corporate Actions",
    10: "Valuation Principles",
    11: "Fundamental Analysis of Commodities",
    12: "Fundamentals of Risk and Return",
    13: "Qualities of a Good Research Report",
    14: "Legal and Regulatory Environment",
    15: "Technical Analysis",
}
HEADER = ["ref", "exam", "paper", "topic", "case", "marks", "question", "option_a", "option_b", "option_c",
          "option_d", "answer", "explanation", "written_by", "reviewed_by", "reviewed_at", "review_note"]
WRITER = "content-writer-xv"
MAX_AGREEMENT = 0.35
MAX_BLOCKS = 0.30


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


def block_share(seq):
    blocks = [seq[i:i + 4] for i in range(0, len(seq) - 3, 4)]
    return sum(1 for b in blocks if len(set(b)) == 4) / len(blocks) if blocks else 0


def seed_full_length_keys():
    """The key letters of the seed's XV full-length mock (paper ...054), in position order."""
    sql = open(os.path.join(HERE, "..", "..", "supabase", "seed", "15_questions_series_xv.sql"), encoding="utf-8").read()
    keys = re.findall(r"\('00000000-0000-4000-b000-000000000054', (\d+),(?:[^']|'(?:[^']|'')*')*?'([ABCD])',", sql)
    return "".join(k for _, k in sorted(keys, key=lambda t: int(t[0])))


def agreement(a, b):
    n = min(len(a), len(b))
    return sum(1 for i in range(n) if a[i] == b[i]) / n if n else 0


def build(label, source, paper, file, ref_prefix, seed, others, cased):
    questions, cases = load(source)
    if cased:
        singles = [q for q in questions if not q["case"]]
        assert len(singles) == 80 and questions[:80] == singles, "the 80 stand-alone questions come first"
        assert len(cases) == 5 and all(sum(1 for q in questions if q["case"] == c["case"]) == 4 for c in cases)
        assert [q["case"] for q in questions[80:]] == [c["case"] for c in cases for _ in range(4)], "cases in order"
    rng = random.Random(seed)
    seed_keys = seed_full_length_keys()
    n = len(questions)
    slots = [letter for letter in "ABCD" for _ in range(n // 4)] + list("ABCD"[: n % 4])
    while True:
        rng.shuffle(slots)
        seq = "".join(slots)
        if max_run(slots) <= 4 and block_share(seq) < MAX_BLOCKS and agreement(seq, seed_keys) < MAX_AGREEMENT and all(
                agreement(seq, o) < MAX_AGREEMENT for o in others):
            break
    rows, calc_refs, longest = [], [], 0
    for i, q in enumerate(questions):
        ref = f"{ref_prefix}-{i + 1:03d}"
        key = slots[i]
        wrong = list(q["wrong"])
        rng.shuffle(wrong)
        opts = wrong[:]
        opts.insert("ABCD".index(key), q["correct"])
        if all(len(q["correct"].strip()) > len(w.strip()) for w in q["wrong"]):
            longest += 1
        ch = q["ch"]
        expl = q["expl"].strip() + f" (Workbook chapter {ch}: {TOPICS[ch]})"
        rows.append([ref, EXAM, paper, TOPICS[ch], q["case"] or "", "1", q["q"], *opts,
                     key, expl, WRITER, "", "", ""])
        if q.get("calc"):
            calc_refs.append((ref, q["calc"]))
    path = os.path.join(HERE, file + ".csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(HEADER)
        w.writerows(rows)
    if cases:
        cpath = os.path.join(HERE, file + ".cases.csv")
        with open(cpath, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
            w.writerow(["case", "marks", "passage"])
            w.writerows([[c["case"], "1", c["passage"]] for c in cases])
    print(f"wrote {path}: {len(rows)} questions, {len(cases)} cases; key strictly longest in {longest} "
          f"({longest / len(rows):.0%})")
    print(f"  keys {seq}")
    print(f"  agreement with the seed full-length mock: {agreement(seq, seed_keys):.0%}; blocks of four using A-D "
          f"once each: {block_share(seq):.0%}")
    for ref, tag in calc_refs:
        print(f"  calc {ref} {tag}")
    return seq


if __name__ == "__main__":
    wanted = sys.argv[1:] or ["2", "3", "practice"]
    seqs = []
    for m in wanted:
        if m == "practice":
            if os.path.exists(os.path.join(HERE, "topic_practice.py")):
                build("practice", "topic_practice", "Topic Practice: Research Analyst", "topic-practice", "XV-TP",
                      seed=5100, others=[], cased=False)
            continue
        if os.path.exists(os.path.join(HERE, f"mock{m}_questions.py")):
            seqs.append(build(m, f"mock{m}_questions", f"Full-Length Mock Test {m}", f"full-length-mock-test-{m}",
                              f"XV-M{m}", seed=5000 + int(m), others=list(seqs), cased=True))
    if len(seqs) == 2:
        print(f"agreement between the two new mocks: {agreement(*seqs):.0%}")
