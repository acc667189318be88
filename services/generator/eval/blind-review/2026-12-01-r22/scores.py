#!/usr/bin/env python3
"""Blind review r22: 100 generated listings scored by a senior e-commerce copywriter.
Each row: (no, id, platform, tone, score, reason, verbatim_quote)."""
import os, re, statistics
from collections import defaultdict

R = [
 (1, "r22-01", "etsy", "professional", 2, "Silica WARNING split: 'wet clean only' cut off the warning and parked after raku; opens on garbled 'comes with a 1 bag'", "comes with a 1 bag. Also of note: raku (NOT recommended); wet clean only."),
 (2, "r22-01", "amazon", "luxury", 2, "Silica warning split ('wet clean only' moved to OF NOTE); bullet 'It offers a 1 bag'; empty bullet headers; no luxury voice", "OF NOTE: Raku (NOT recommended), wet clean only."),
 (3, "r22-01", "walmart", "technical", 2, "Silica warning split; 'Parts: a 1 bag'; kiln-firing instruction filed as 'Care instructions'", "Details: raku (NOT recommended); wet clean only."),
 (4, "r22-01", "ebay", "casual", 2, "Silica warning split; 'You'll find a 1 bag on it' garble; two 'Good to know' lines; no condition/specifics", "Good to know: raku (NOT recommended); wet clean only."),
 (5, "r22-02", "shopify", "professional", 4, "Garbled lead ('use after use'); audiences (Elderly, Bedwetting, Maternity) listed as Details; meta description is a list", "replace single-use alternatives, use after use"),
 (6, "r22-02", "aliexpress", "luxury", 3, "Synonym turned into an included part: the pads come 'with a waterproof mattress protector'", "Discover the Washable Incontinence Bed Pads x2, with a waterproof mattress protector."),
 (7, "r22-02", "target", "technical", 3, "Synonym as included part ('with a waterproof mattress protector'); 'Additional features: bed protector'", "Item: Washable Incontinence Bed Pads x2, with a waterproof mattress protector."),
 (8, "r22-02", "facebook", "casual", 3, "Synonym as a physical part: buyer told a mattress protector is on the pads", "You'll find a waterproof mattress protector on them."),
 (9, "r22-03", "woocommerce", "professional", 5, "Faithful, but leads on splash rating; light sensor/timer appear only in the title; synonyms/uses (Pop hole, Hen house, Ducks) as Details; list meta", "shrugs off splashes from any direction, because it is rated IP44 splash proof"),
 (10, "r22-03", "bigcommerce", "luxury", 3, "Search synonyms and a pop hole listed as components of the kit", "an auto coop door, a poultry door, a pop hole as well as an LCD screen"),
 (11, "r22-03", "magento", "technical", 3, "'Parts:' lists synonyms and the coop's own pop hole as parts of the kit", "Parts: an auto coop door, a poultry door, a pop hole and an LCD screen."),
 (12, "r22-03", "generic", "casual", 3, "Says the kit 'comes with' a pop hole and two synonyms of itself", "It comes with an auto coop door, a poultry door, a pop hole, plus an LCD screen."),
 (13, "r22-04", "etsy", "professional", 3, "One of 12 patterns (F-fly) presented as what the whole selection is; 'Barbless' capitalised mid-sentence", "The Hand Tied Dry Fly Selection x24 is f-fly (cdc, natural)"),
 (14, "r22-04", "amazon", "luxury", 3, "Whole box described as F-fly; bullets drop 6 of the named patterns, tippet, box", "THE DETAILS: It is f-fly (cdc, natural)"),
 (15, "r22-04", "walmart", "technical", 3, "'Properties: f-fly' misstates the product; title trimmed to 'w/ Box'", "Properties: f-fly (cdc, natural)."),
 (16, "r22-04", "ebay", "casual", 3, "Whole selection called F-fly, repeated in the subtitle", "It's f-fly (cdc, natural)"),
 (17, "r22-05", "shopify", "professional", 4, "Instruction ('Rotate your reeds') and audiences listed as product Details; bare '2 1/2' bullet", "<li>Grade exams</li><li>Intermediate</li><li>Rotate your reeds</li>"),
 (18, "r22-05", "aliexpress", "luxury", 4, "Care tip and audience run together as 'details'; 'genuine UK stock' dropped (authenticity, not just shipping)", "In addition: intermediate as well as rotate your reeds."),
 (19, "r22-05", "target", "technical", 4, "Packaging colour as a design feature; strength as 'Additional features'; care tip as spec", "Design features: blue box"),
 (20, "r22-05", "facebook", "casual", 4, "Leads on the box colour; instruction in 'The rundown'", "It's got a blue box, and it's B flat."),
 (21, "r22-06", "woocommerce", "professional", 5, "Faithful fitment and negations, but a flat fact dump; uses (Vintage tractor, Restoration) as Details; list meta", "The Water Pump w/ Pulley for Massey Ferguson 35X is a tractor water pump."),
 (22, "r22-06", "bigcommerce", "luxury", 4, "Garbled prose joins parts and uses ('cast iron body as well as vintage tractor')", "cast iron body as well as vintage tractor"),
 (23, "r22-06", "magento", "technical", 4, "Tractor models labelled 'Additional features'; 'Characteristics: bolt on'", "Additional features: MF 135"),
 (24, "r22-06", "generic", "casual", 5, "Faithful and readable, negations intact, but templated", "It's a tractor water pump. It replaces 41312094 (check part no.), too."),
 (25, "r22-07", "etsy", "professional", 3, "Invented category: a protein supplement tagged as sweets/treats; best-before filed under care", "recovery shake, gym, sweets, treats"),
 (26, "r22-07", "amazon", "luxury", 3, "Backend search terms stuffed with invented confectionery/candy terms (irrelevant, policy risk); allergens OK", "sweets treats confectionery candy candies confection confections sweet treat"),
 (27, "r22-07", "walmart", "technical", 4, "Allergens intact, but best-before as 'Care instructions' spec; 'Performance: it mixes with water or milk'", "Care instructions: best before printed on base"),
 (28, "r22-07", "ebay", "casual", 4, "Wrong role: best-before date as how 'to keep it looking good'", "To keep it looking good: best before printed on base."),
 (29, "r22-08", "shopify", "professional", 2, "Incompatibility line broken: 'bleach or perms' severed from NOT and filed as a care step", "To care for it: bleach or perms - wait 2 weeks either way."),
 (30, "r22-08", "aliexpress", "luxury", 2, "NOT detached from bleach/perms; reads as a care instruction", "Its care in brief: bleach or perms - wait 2 weeks either way."),
 (31, "r22-08", "target", "technical", 2, "Bleach/perms negation broken; colour 'copper' given as the build material", "Build material: copper"),
 (32, "r22-08", "facebook", "casual", 2, "Bleach/perms filed under 'Looking after it' without the NOT", "Looking after it: bleach or perms - wait 2 weeks either way."),
 (33, "r22-09", "woocommerce", "professional", 5, "Honest condition up front, but child height range shown as a bare spec; list meta", "Expiry date 2030 on label</li><li>40-83cm</li>"),
 (34, "r22-09", "bigcommerce", "luxury", 3, "Child height range (40-83cm) stated as the seat's overall size", "and it measures 40-83cm overall"),
 (35, "r22-09", "magento", "technical", 3, "Child height range labelled 'Overall dimensions'", "Overall dimensions: 40-83cm"),
 (36, "r22-09", "generic", "casual", 5, "Faithful used-item disclosure, no-accident and expiry kept; templated", "Current condition: used; smoke & pet free home; small scuff on handle (see photos)."),
 (37, "r22-10", "etsy", "professional", 4, "Audience narrowed to puppies for an all-dogs/cats tag; 'won't rust or fade' framed as a caveat", "It is intended for puppies."),
 (38, "r22-10", "amazon", "luxury", 4, "Garbled 'It is ... up to 5 lines'; junk backend terms ('please double check spelling'); puppies-only", "THE DETAILS: It is bone shaped and up to 5 lines."),
 (39, "r22-10", "walmart", "technical", 4, "Clean key features, but 'Target users: made for puppies' misleads", "Target users: made for puppies."),
 (40, "r22-10", "ebay", "casual", 4, "Puppies-only audience; title drops 'Small / Large'", "It's made for puppies."),
 (41, "r22-11", "shopify", "professional", 4, "Seller's 'DO NOT FREEZE' recased to 'DO not freeze'; crops (Hostas, Lettuce) as Details", "Good to know: DO not freeze."),
 (42, "r22-11", "aliexpress", "luxury", 4, "'DO NOT FREEZE' recased; Mon-Wed dispatch dropped (matters for a live product)", "Please bear in mind: DO not freeze."),
 (43, "r22-11", "target", "technical", 4, "'DO NOT FREEZE' recased; 'Additional features: phasmarhabditis hermaphrodita'", "Note: DO not freeze."),
 (44, "r22-11", "facebook", "casual", 4, "'DO NOT FREEZE' recased; otherwise faithful, friendly", "Just so you know: DO not freeze."),
 (45, "r22-12", "woocommerce", "professional", 4, "Lead hook is nonsense for connectors; 'isolate supply' buried beside VAT invoice; 32A/0.2-4mm2 ratings only in the title", "replace single-use alternatives, use after use, because they are reusable"),
 (46, "r22-12", "bigcommerce", "luxury", 3, "Conductor types presented as properties of the connectors", "Above all, the Wago 221-413 Lever Connectors 3 Way x50 are solid and stranded"),
 (47, "r22-12", "magento", "technical", 3, "'Properties: solid and stranded & flexible' - wrong role in a technical spec", "Properties: solid and stranded & flexible."),
 (48, "r22-12", "generic", "casual", 3, "Connectors called 'solid and stranded & flexible'", "They're solid and stranded & flexible."),
 (49, "r22-13", "etsy", "professional", 4, "Audience glued onto photo caveat; only 11 tags, odd ones ('Ash with Mini Butt', 'Jointed')", "Natural wood grain - may vary slightly from photos, beginners & club players."),
 (50, "r22-13", "amazon", "luxury", 4, "Same garble in the final bullet; 'PROPORTIONS: 57 inch and 145cm'", "natural wood grain - may vary slightly from photos, beginners & club players."),
 (51, "r22-13", "walmart", "technical", 4, "Good spec block, but garbled caveat/audience sentence", "Don't leave in the car or a damp garage. Natural wood grain - may vary slightly from photos, beginners & club players."),
 (52, "r22-13", "ebay", "casual", 4, "Nice gift line, but garbled caveat; title drops '& Case'", "Natural wood grain - may vary slightly from photos, beginners & club players."),
 (53, "r22-14", "shopify", "professional", 5, "Faithful condition report; year thrown in as 'Further information'; 'Good to know' doubled", "Further information: 1965."),
 (54, "r22-14", "aliexpress", "luxury", 5, "Faithful, flat; 'original NOT reissue' (a selling point) filed as a caveat", "Worth knowing: 1965."),
 (55, "r22-14", "target", "technical", 5, "Faithful; model number as 'Additional features'", "Additional features: corgi 261"),
 (56, "r22-14", "facebook", "casual", 5, "Faithful, readable; 'Good to know: 1965.' is filler", "Good to know: 1965."),
 (57, "r22-15", "woocommerce", "professional", 5, "Licence limits intact; awkward lead 'With a zip file'; swashes only in title", "With a zip file, the Amberly"),
 (58, "r22-15", "bigcommerce", "luxury", 5, "Faithful; 'Complete with a zip file' is not luxury", "Complete with a zip file, the Amberly"),
 (59, "r22-15", "magento", "technical", 5, "Faithful; 'Performance:' label misapplied", "Performance: it works in cricut design space"),
 (60, "r22-15", "generic", "casual", 5, "Faithful, templated", "a handwritten font with a zip file"),
 (61, "r22-16", "etsy", "professional", 4, "Audience as property ('service is mid-level'); order instruction glued onto the NOT line", "the Professional CV Writing Service is mid-level"),
 (62, "r22-16", "amazon", "luxury", 4, "'It is mid-level'; ex-recruiter (the best hook) buried in a run-on bullet", "THE DETAILS: It is mid-level, with 2 rounds of revisions."),
 (63, "r22-16", "walmart", "technical", 4, "'mid-level' as attribute; title loses 'CV' ('ATS Friendly + Cover Letter')", "Item: Professional CV Writing Service, mid-level."),
 (64, "r22-16", "ebay", "casual", 4, "'it's mid-level'; NOT line merged with an ordering instruction", "It's got 2 rounds of revisions, and it's mid-level."),
 (65, "r22-17", "shopify", "professional", 3, "City of Bath misread as a use: an 1845 paper map 'made for the bath'; maker and steel engraving absent from body", "It is made for the bath."),
 (66, "r22-17", "aliexpress", "luxury", 3, "Same Bath misreading", "It is meant for the bath."),
 (67, "r22-17", "target", "technical", 3, "'Intended use: for the bath.'", "Intended use: for the bath."),
 (68, "r22-17", "facebook", "casual", 3, "'It's great for the bath.'", "It's great for the bath."),
 (69, "r22-18", "woocommerce", "professional", 5, "Faithful; selling points (never overclocked) framed as warnings; SEO title cut at 'Graphics'", "Please note: never overclocked."),
 (70, "r22-18", "bigcommerce", "luxury", 5, "Faithful; 'Please bear in mind: never overclocked' - a strength framed as a caveat", "Please bear in mind: never overclocked."),
 (71, "r22-18", "magento", "technical", 5, "Faithful spec list; missing box called a 'Feature'", "Feature: no original box - well packed."),
 (72, "r22-18", "generic", "casual", 5, "Faithful and readable; 'Gpu' bullet is filler", "No original box - well packed, simple as that."),
 (73, "r22-19", "etsy", "professional", 4, "HETAS installation requirement listed as a Detail; weak tags ('stoves', 'Black', 'Fuel Stove')", "riddling grate, stoves, Black"),
 (74, "r22-19", "amazon", "luxury", 4, "Installer requirement merged into a feature run-on and reworded ('an HETAS'); 88kg weight dropped; 4 bullets", "riddling grate as well as MUST be installed by an HETAS registered installer"),
 (75, "r22-19", "walmart", "technical", 4, "HETAS requirement as 'Additional' feature, reworded; title drops '2022'; 88kg dropped", "Additional: MUST be installed by an HETAS registered installer."),
 (76, "r22-19", "ebay", "casual", 5, "Faithful incl. 88kg/kerbside; HETAS in the rundown; templated", "You'll find a cast iron door on it."),
 (77, "r22-20", "shopify", "professional", 6, "Sound and complete: purpose-led opening, honest dye caveats; list meta and flat", "The Hand Dyed Sock Yarn 4ply 100g is designed for socks and shawls."),
 (78, "r22-20", "aliexpress", "luxury", 5, "Faithful but 'as well as' catalogue prose, no luxury", "In addition: needles 2.25-3.25mm, smoke free studio as well as cat in studio."),
 (79, "r22-20", "target", "technical", 5, "Faithful; 'Additional features: 4 ply' mislabels the weight", "Additional features: 4 ply"),
 (80, "r22-20", "facebook", "casual", 6, "Sound, complete, honest caveats; casual but flat", "May bleed slightly on first wash. The pattern is not included."),
 (81, "r22-21", "woocommerce", "professional", 5, "Faithful restoration/condition disclosure, 18+ kept; templated", "Condition: sanitised; no cracks or burnouts."),
 (82, "r22-21", "bigcommerce", "luxury", 4, "Garbled 'it is stem oxidation removed'", "Moreover, it is stem oxidation removed."),
 (83, "r22-21", "magento", "technical", 4, "Restoration work as 'Characteristics'; shape as 'Additional features'", "Characteristics: stem oxidation removed"),
 (84, "r22-21", "generic", "casual", 5, "Faithful and readable; templated", "Current condition: sanitised; no cracks or burnouts."),
 (85, "r22-22", "etsy", "professional", 5, "Sun warning intact; odd lead (telescope type as an attached part); good tags", "With a reflector and a motorised alt-az mount, the Sky-Watcher Explorer 130P SynScan AZ GoTo Telescope (used) is collimated."),
 (86, "r22-22", "amazon", "luxury", 3, "Aperture presented as the telescope's proportions", "PROPORTIONS: 130mm (5.1"),
 (87, "r22-22", "walmart", "technical", 3, "Aperture as 'Overall dimensions'; key-feature warning loses 'serious eye damage will occur'", "Overall dimensions: 130mm (5.1"),
 (88, "r22-22", "ebay", "casual", 4, "Title cut mid-phrase ('& Red'); reflector as a part", "w/ 2 Eyepieces & Red\","),
 (89, "r22-23", "shopify", "professional", 4, "Instruction offered as a search synonym; independent-lab claim added by the tool", "Also searched as: code reset instructions in box - keep them safe."),
 (90, "r22-23", "aliexpress", "luxury", 4, "Instruction as 'Also known as'", "Also known as: code reset instructions in box - keep them safe."),
 (91, "r22-23", "target", "technical", 4, "Instruction as 'Also listed as'", "Also listed as: code reset instructions in box - keep them safe."),
 (92, "r22-23", "facebook", "casual", 4, "Instruction as 'You might know it as'", "You might know it as: code reset instructions in box - keep them safe."),
 (93, "r22-24", "woocommerce", "professional", 5, "Safety block intact and prominent; uses (Funny, Parade) as Details", "Also of note: built in fan; remove battery pack before cleaning."),
 (94, "r22-24", "bigcommerce", "luxury", 4, "Garbled 'it is blow up'; fake-luxury catalogue prose", "Moreover, it is blow up."),
 (95, "r22-24", "magento", "technical", 5, "Safety intact; 'Characteristics: blow up', uses as 'Additional features'", "Characteristics: blow up"),
 (96, "r22-24", "generic", "casual", 5, "Safety intact; readable; templated", "It's great for halloween."),
 (97, "r22-25", "etsy", "professional", 5, "DANGER block intact; weak lead (butyl free) instead of strength/dilution", "The Heavy Duty Industrial Degreaser Concentrate 5L is butyl free."),
 (98, "r22-25", "amazon", "luxury", 5, "DANGER first bullet (good); filler bullets ('Capacity 5 litre')", "PROPORTIONS: Capacity 5 litre."),
 (99, "r22-25", "walmart", "technical", 5, "DANGER in key features; flat spec list", "DANGER: Causes severe skin burns and eye damage, wear gloves & goggles"),
 (100, "r22-25", "ebay", "casual", 5, "DANGER intact; 'One more thing' twice; title drops dilution", "One more thing: courier only - cannot send to PO boxes."),
]

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "listings.md"), encoding="utf-8") as f:
    text = f.read()

# split into sections by header
hdr_re = re.compile(r"^## #(\d+) (\S+) · (\S+) · (\S+)\s*$", re.M)
heads = list(hdr_re.finditer(text))
sections = {}
for i, m in enumerate(heads):
    end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
    sections[int(m.group(1))] = (m.group(2), m.group(3), m.group(4), text[m.start():end])

assert len(R) == 100, len(R)
assert len({r[0] for r in R}) == 100, "duplicate listing numbers"
assert all(1 <= r[4] <= 10 for r in R), "score out of range"

hm = qm = 0
for no, pid, plat, tone, score, reason, quote in R:
    sec = sections.get(no)
    if sec and sec[:3] == (pid, plat, tone):
        hm += 1
    else:
        print(f"HEADER MISMATCH #{no}: have {(pid, plat, tone)}, file {sec[:3] if sec else None}")
    if sec and quote in sec[3]:
        qm += 1
    elif quote in text:
        print(f"QUOTE #{no} found in file but not in its own listing: {quote!r}")
    else:
        print(f"QUOTE NOT FOUND #{no}: {quote!r}")

scores = [r[4] for r in R]
n = len(scores)
print(f"count: {n}")
print(f"mean: {statistics.mean(scores):.2f}")
print(f"median: {statistics.median(scores)}")
print(f"share >=8: {sum(s >= 8 for s in scores) / n:.0%}")
print(f"share >=6: {sum(s >= 6 for s in scores) / n:.0%}")
print(f"share <=2: {sum(s <= 2 for s in scores) / n:.0%}")
print("histogram:")
for k in range(1, 11):
    c = scores.count(k)
    print(f"  {k:2d}: {c:3d} {'#' * c}")

def by(idx, label):
    d = defaultdict(list)
    for r in R:
        d[r[idx]].append(r[4])
    print(f"mean by {label}:")
    for k in sorted(d, key=lambda k: (-statistics.mean(d[k]), k)):
        print(f"  {k:12s} {statistics.mean(d[k]):.2f}  (n={len(d[k])})")

by(3, "tone")
by(2, "platform")
prod = defaultdict(list)
for r in R:
    prod[r[1]].append(r[4])
print("mean by product (scores in listing order):")
for k in sorted(prod):
    print(f"  {k}  {statistics.mean(prod[k]):.2f}  {prod[k]}")
print(f"headers matched: {hm}/100")
print(f"quotes verified verbatim: {qm}/100")
