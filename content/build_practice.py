"""Builds an exam folder's topic practice paper, <folder>/topic-practice.csv, from <folder>/topic_practice.py.

A topic practice paper is a published paper of stand-alone one-mark questions on the chapters that have the fewest
live questions (issue 49: every topic at least 20), so "Practise this topic" has enough to draw from. The source lists
PAPER (its title), PREFIX (the refs' prefix, e.g. VIII-TP), SEED, optionally WRITER (else the folder's build.py's) and QUESTIONS written with Q(ch, q, correct, wrong,
expl[, calc]), the correct option first; the folder's build.py gives the exam's name, chapter titles and writer.
The key letters are a seeded shuffle balanced to within one of a quarter each, no letter more than 4 times in a
row and under 30 % of the blocks of four using A-D once each; distractors are shuffled with the same generator.
Run: python3 content/build_practice.py content/viii [content/vii ...]
"""
import csv
import importlib.util
import os
import random
import sys


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def max_run(s):
    best, run = 0, 0
    for i, c in enumerate(s):
        run = run + 1 if i and s[i - 1] == c else 1
        best = max(best, run)
    return best


def block_share(s):
    blocks = [s[i:i + 4] for i in range(0, len(s) - 3, 4)]
    return sum(1 for b in blocks if len(set(b)) == 4) / len(blocks) if blocks else 0


def build(folder):
    exam = load(os.path.join(folder, "build.py"), "exam_build")
    src = load(os.path.join(folder, "topic_practice.py"), "topic_practice")
    qs = src.QUESTIONS
    rng = random.Random(src.SEED)
    n = len(qs)
    slots = [c for c in "ABCD" for _ in range(n // 4)] + list("ABCD"[: n % 4])
    while True:
        rng.shuffle(slots)
        seq = "".join(slots)
        if max_run(seq) <= 4 and block_share(seq) < 0.30:
            break
    writer = getattr(src, "WRITER", exam.WRITER)  # a paper written by another writer than the folder's mocks
    rows, longest = [], 0
    for i, q in enumerate(qs):
        key = slots[i]
        wrong = list(q["wrong"])
        rng.shuffle(wrong)
        opts = wrong[:]
        opts.insert("ABCD".index(key), q["correct"])
        longest += all(len(q["correct"].strip()) > len(w.strip()) for w in q["wrong"])
        ch = q["ch"]
        expl = q["expl"].strip() + f" (Workbook chapter {ch}: {exam.TOPICS[ch]})"
        rows.append([f"{src.PREFIX}-{i + 1:03d}", exam.EXAM, src.PAPER, exam.TOPICS[ch], "", "1", q["q"], *opts, key,
                     expl, writer, "", "", ""])
    path = os.path.join(folder, "topic-practice.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
        w.writerow(exam.HEADER)
        w.writerows(rows)
    print(f"wrote {path}: {n} questions; keys {seq}; key strictly longest in {longest}; "
          f"blocks of four using A-D once each {block_share(seq):.0%}")


if __name__ == "__main__":
    for folder in sys.argv[1:]:
        build(folder)
