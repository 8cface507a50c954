#!/usr/bin/env python3
"""Checks the Hindi of the site's database texts (texts.hi.csv) against the English list the database holds.

Usage (from the repository root): python3 content/site-texts/check.py [english.csv] [texts.hi.csv]
  english.csv defaults to texts.en.csv beside this file (the list of English texts, columns kind,source), texts.hi.csv to the one
  beside it (columns kind,source,text,translated_by).

Checks:
  - the header; every source of the English exactly once, no other row, its kind the English's; the source equal to
    the English's character for character (it is the key the site looks the translation up by);
  - text not empty, no leading or trailing space, NFC-normalised, with Devanagari; translated_by filled in;
  - every number of the source (digits; Devanagari digits count as Western), "₹" and "%" in the text, and no number in
    the text that the source has neither as digits nor as a word ("two-mark" → 2);
  - the glossaries: the site's (shared-ui/src/messages/glossary.json), V-A's (content/va/hindi-glossary.md: its
    settled word and its ruled-out variants) and this file's SITE_TERMS for the words of these texts: wherever the
    English uses a term (whole word, any case), the Hindi uses the settled word (a name the Hindi keeps in Latin
    script, such as "Topic Practice: Equity Derivatives", satisfies it); no word written both with and without a nukta
    or both with ँ and ं, except where V-A's chapter titles, copied verbatim, write ं;
  - V-A's 12 chapter titles exactly as content/va/hindi-glossary.md gives them (the explanations cite them);
  - no English left: after the names kept in English (KEEP_PHRASES: exam names, acronyms) are
    set aside, no Latin letter remains.
Exits 1 on any problem.
"""
import csv
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

sys.dont_write_bytecode = True  # no __pycache__ left in content/va
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "va"))
import check_hindi as va_check  # noqa: E402  V-A's glossary reader: one parser for hindi-glossary.md

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
HEADER = ["kind", "source", "text", "translated_by"]
DEVANAGARI = re.compile("[\u0900-\u097F]")
DEV_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ten": "10"}
NUKTA = "\u093c"
NUKTA_EXEMPT = {"फंड", "फंडों", "पोर्टफोलियो", "फंडामेंटल"}  # the glossary writes फंड without a nukta

# Kept in Latin script: the exams' official names (paper titles "Topic Practice: <exam>"), the series numbers and the
# acronyms the exam writes in English.
KEEP_PHRASES = [
    "Investment Adviser (Level 2)",
    "Securities Operations",
    "Equity Derivatives",
    "Research Analyst",
    "X-A", "X-B",
    "NAV", "SIP", "KYC", "NISM", "SEBI", "AMFI", "ARN", "AIF",
]

# The words of these texts that the two glossaries do not settle, so that each is written one way throughout.
# (English term, Hindi forms any of which counts)
SITE_TERMS = [
    ("examination", ["परीक्षा"]), ("examinations", ["परीक्षा"]),
    ("investment adviser", ["निवेश सलाहकार"]), ("investment advisers", ["निवेश सलाहकार"]),
    ("advisers", ["सलाहकार"]), ("investment advice", ["निवेश सलाह"]), ("advice", ["सलाह"]),
    ("research analyst", ["रिसर्च एनालिस्ट"]), ("research analysts", ["रिसर्च एनालिस्ट"]),
    ("analysts", ["एनालिस्ट"]), ("research report", ["रिसर्च रिपोर्ट"]), ("research reports", ["रिसर्च रिपोर्ट"]),
    ("research", ["रिसर्च"]),
    ("financial planning", ["वित्तीय नियोजन"]), ("planning", ["नियोजन"]),
    ("code of conduct", ["आचार संहिता"]),
    ("regulatory framework", ["नियामक ढाँच", "नियामक ढांचा"]),
    ("regulatory", ["नियामक"]), ("regulation", ["विनियमन"]), ("regulations", ["विनियम"]),
    ("clearing", ["क्लियरिंग"]), ("settlement", ["सेटलमेंट"]),
    ("risk management", ["जोखिम प्रबंधन"]), ("risk-management", ["जोखिम प्रबंधन"]),
    ("risk profiling", ["जोखिम प्रोफ़ाइलिंग"]), ("risk profile", ["जोखिम प्रोफ़ाइल"]),
    ("grievance", ["शिकायत"]), ("grievances", ["शिकायत"]), ("redressal", ["निवारण"]), ("redress", ["निवारण"]),
    ("stock brokers", ["स्टॉक ब्रोकर"]), ("brokers", ["ब्रोकर"]), ("broking", ["ब्रोकिंग"]),
    ("derivatives", ["डेरिवेटिव"]), ("futures", ["फ़्यूचर्स"]), ("options", ["ऑप्शंस"]),
    ("trading", ["ट्रेडिंग"]), ("segment", ["सेगमेंट"]), ("segments", ["सेगमेंट"]),
    ("trading members", ["ट्रेडिंग सदस्य"]), ("clearing members", ["क्लियरिंग सदस्य"]),
    ("depositories", ["डिपॉज़िटरी"]), ("corporate actions", ["कॉर्पोरेट एक्शन"]), ("margins", ["मार्जिन"]),
    ("operations", ["ऑपरेशंस"]), ("compliance", ["अनुपालन"]),
    ("securities", ["प्रतिभूति"]), ("financial markets", ["वित्तीय बाज़ार"]), ("market", ["बाज़ार"]),
    ("markets", ["बाज़ार"]), ("exchanges", ["एक्सचेंज"]),
    ("asset allocation", ["एसेट एलोकेशन"]), ("portfolio construction", ["पोर्टफोलियो निर्माण"]),
    ("valuation", ["मूल्यांकन"]), ("pricing", ["मूल्य निर्धारण"]), ("taxation", ["कराधान"]),
    ("retirement", ["सेवानिवृत्ति"]), ("estate", ["एस्टेट"]), ("insurance", ["बीमा"]),
    ("suitability", ["उपयुक्तता"]), ("behavioural finance", ["बिहेवियरल फ़ाइनेंस"]),
    ("case studies", ["केस स्टडी"]), ("caselets", ["केसलेट"]), ("case-based", ["केस-आधारित"]),
    ("cases", ["केस"]), ("multiple-choice", ["बहुविकल्पीय"]),
    ("common minimum knowledge benchmark", ["न्यूनतम ज्ञान का एक साझा बेंचमार्क"]),
    ("full-length", ["फ़ुल-लेंथ"]), ("mocks", ["मॉक टेस्ट"]), ("topic practice", ["विषयवार अभ्यास"]),
    ("revised syllabus", ["संशोधित सिलेबस"]), ("syllabus", ["सिलेबस"]), ("paper", ["पेपर"]),
    ("papers", ["पेपर"]), ("rehearsal", ["रिहर्सल"]), ("pace", ["गति"]), ("attempts", ["प्रयास"]),
    ("score", ["स्कोर"]), ("mark", ["अंक"]), ("marks", ["अंक"]), ("minutes", ["मिनट"]), ("days", ["दिन"]),
    ("hours", ["घंटे"]), ("chapters", ["अध्याय"]), ("level", ["स्तर"]), ("levels", ["स्तर"]),
    ("single-level", ["एक-स्तरीय"]), ("certification", ["सर्टिफ़िकेशन"]),
]

# Where an English word of SITE_TERMS or the glossaries means something else in one text: (source, term): why.
EXCEPTIONS = {
    ("Required under the SEBI (Mutual Funds) Regulations, 1996 for anyone who sells or markets mutual fund products, "
     "and for obtaining an AMFI Registration Number (ARN).", "markets"): "a verb here (मार्केटिंग करना), not बाज़ार",
    ("Debt Management and Loans", "debt"): "a household's borrowings (कर्ज़), not debt securities (डेट)",
    ("Tax Provisions for Special Cases", "cases"): "situations (मामले), not case studies (केस)",
}

# V-A's chapters in the database's English, in workbook order; their Hindi is hindi-glossary.md's list of 12 titles.
VA_CHAPTERS = [
    "Investment Landscape", "Concept and Role of a Mutual Fund", "Legal Structure of Mutual Funds in India",
    "Legal and Regulatory Framework", "Scheme Related Information",
    "Fund Distribution and Channel Management Practices",
    "Net Asset Value, Total Expense Ratio and Pricing of Units", "Taxation", "Investor Services",
    "Risk, Return and Performance of Funds", "Mutual Fund Scheme Performance", "Mutual Fund Scheme Selection",
]


def nfc(s):
    return unicodedata.normalize("NFC", s)


def read_csv(path):
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


def site_glossary():
    with open(os.path.join(ROOT, "shared-ui", "src", "messages", "glossary.json"), encoding="utf-8") as f:
        return [(t["en"], [t["hi"]], []) for t in json.load(f)["terms"]]


def va_glossary():
    """V-A's glossary table, read by V-A's own check, and the 12 chapter titles hindi-glossary.md lists."""
    with open(os.path.join(ROOT, "content", "va", "hindi-glossary.md"), encoding="utf-8") as f:
        md = f.read()
    m = re.search(r"The 12 titles: (.*?)\.\n- ", md, re.S)
    titles = [re.sub(r"^\d+ ", "", t.strip()) for t in " ".join(m.group(1).split()).split("; ")] if m else []
    return va_check.glossary(), titles


def term_pattern(term):
    return re.compile(r"(?<![\w-])" + re.escape(term).replace(r"\ ", r"[\s-]+") + r"(?![\w-])", re.I)


def latin_rest(text):
    """The text with the names kept in English taken out: what is left in Latin script is untranslated English."""
    for p in sorted(KEEP_PHRASES, key=len, reverse=True):
        text = re.sub(r"(?<![A-Za-z])" + re.escape(p) + r"(?![A-Za-z])", " ", text)
    return text


def numbers(text):
    return Counter(n.replace(",", "") for n in NUMBER.findall(text.translate(DEV_DIGITS)))


def glossary_problems(where, en, hi, terms):
    problems = []
    all_forms = [h for _, forms, _ in terms for h in forms]
    kept = " ".join(p for p in KEEP_PHRASES if p in hi)  # names the Hindi keeps in Latin script
    for term, forms, avoid in terms:
        text = en
        for longer, _, _ in terms:  # a longer term containing this one has its own row
            if longer.lower() != term.lower() and term_pattern(term).search(longer):
                text = term_pattern(longer).sub(" ", text)
        if (en, term) not in EXCEPTIONS and term_pattern(term).search(text) and not any(h in hi for h in forms) \
                and len(term_pattern(term).findall(text)) > len(term_pattern(term).findall(kept)):
            problems.append(f"{where}: the English says '{term}', the Hindi lacks '{' / '.join(forms)}'")
        for variant in avoid:
            rest = hi
            for h in all_forms:
                if variant in h and h not in forms:
                    rest = rest.replace(h, " ")
            if re.search(r"(?<![\u0900-\u097F\w])" + re.escape(variant), rest):
                problems.append(f"{where}: uses '{variant}', the glossary's word is '{' / '.join(forms)}'")
    return problems


def spelling_clashes(words, verbatim):
    """A word written both with and without a nukta, or both with ँ and ं (V-A's verbatim titles aside)."""
    problems = []
    for w in sorted(words):
        if NUKTA in w and w.replace(NUKTA, "") in words and w.replace(NUKTA, "") not in NUKTA_EXEMPT:
            problems.append(f'"{w}" and "{w.replace(NUKTA, "")}" both appear (nukta not consistent)')
        if "ँ" in w and w.replace("ँ", "ं") in words and w.replace("ँ", "ं") not in verbatim:
            problems.append(f'"{w}" and "{w.replace("ँ", "ं")}" both appear (ँ / ं not consistent)')
    return problems


def main(argv):
    en_path = argv[0] if argv else os.path.join(HERE, "texts.en.csv")
    hi_path = argv[1] if len(argv) > 1 else os.path.join(HERE, "texts.hi.csv")
    problems = []
    en_header, en_rows = read_csv(en_path)
    if en_header != ["kind", "source"]:
        problems.append(f"{en_path}: header {en_header}, expected kind,source")
    kinds = {r[1]: r[0] for r in en_rows}
    dupes = [s for s, n in Counter(r[1] for r in en_rows).items() if n > 1]
    problems += [f"the English list has {s!r} twice" for s in dupes]

    header, rows = read_csv(hi_path)
    if header != HEADER:
        problems.append(f"{hi_path}: header {header}, expected {','.join(HEADER)}")
    seen = Counter(r[1] for r in rows if len(r) > 1)
    problems += [f"no row for {s!r}" for s in kinds if seen[s] == 0]
    problems += [f"{n} rows for {s!r}" for s, n in seen.items() if n > 1]
    problems += [f"row for {s!r}, which is not in the English list (a changed character?)" for s in seen
                 if s not in kinds]

    va_terms, va_titles = va_glossary()
    if len(va_titles) != len(VA_CHAPTERS):
        problems.append(f"hindi-glossary.md: found {len(va_titles)} chapter titles, expected {len(VA_CHAPTERS)}")
    terms = site_glossary() + va_terms + [(e, h, []) for e, h in SITE_TERMS]
    words = defaultdict(set)
    verbatim = {w for t in va_titles for w in t.split()}
    by_source = {}
    for i, r in enumerate(rows, start=2):
        where = f"line {i}"
        if len(r) != len(HEADER):
            problems.append(f"{where}: {len(r)} fields, expected {len(HEADER)}")
            continue
        kind, source, text, by = r
        by_source[source] = text
        where = f"line {i} ({source[:50]!r})"
        if source in kinds and kind != kinds[source]:
            problems.append(f"{where}: kind {kind!r}, the English list has {kinds[source]!r}")
        if not text.strip():
            problems.append(f"{where}: empty text")
            continue
        if text != text.strip() or "  " in text:
            problems.append(f"{where}: stray spaces")
        if text != nfc(text):
            problems.append(f"{where}: text is not NFC-normalised")
        if not DEVANAGARI.search(text):
            problems.append(f"{where}: no Devanagari in the text")
        if not by.strip():
            problems.append(f"{where}: translated_by is empty")
        src_n, hi_n = numbers(source), numbers(text)
        missing = src_n - hi_n
        if missing:
            problems.append(f"{where}: numbers of the English missing from the Hindi: {sorted(missing.elements())}")
        worded = Counter(NUMBER_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", source)
                         if w.lower() in NUMBER_WORDS)
        extra = hi_n - src_n - worded
        if extra:
            problems.append(f"{where}: numbers in the Hindi that the English lacks: {sorted(extra.elements())}")
        for sign in "₹%":
            if source.count(sign) > text.count(sign):
                problems.append(f"{where}: '{sign}' of the English missing from the Hindi")
        problems += glossary_problems(where, source, text, terms)
        left = re.findall(r"[A-Za-z][A-Za-z'-]*", latin_rest(text))
        if left:
            problems.append(f"{where}: English left untranslated: {left}")
        for w in re.findall(r"[\u0900-\u097F]+", text):
            words[w].add(i)

    for en, hi in zip(VA_CHAPTERS, va_titles):
        if en not in kinds:
            problems.append(f"V-A chapter {en!r} is not in the English list")
        elif by_source.get(en) != hi:
            problems.append(f"V-A chapter {en!r}: {by_source.get(en)!r}, hindi-glossary.md has {hi!r}")
    problems += spelling_clashes(words, verbatim)
    problems += [f"exception for {t!r} in {s!r}: no such text" for s, t in EXCEPTIONS if s not in kinds]

    for p in problems:
        print(p)
    print(f"{len(rows)} rows for {len(kinds)} English texts; {len(terms)} glossary terms; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
