"""Blind review r12: 100 AI-written marketplace listings for 25 sellers.

Scale (one score per listing, 1-10):
 10 = paste unchanged into that marketplace
  9 = trivial polish only
  8 = one tiny edit
  7 = a few small edits, already sells
  6 = sound and truthful, but flat or templated in places
  5 = faithful but needs real rewriting (a fact dump in a template frame)
  4 = faithful-ish fact dump with garbled sentences, fields in odd roles or a real loss
  3 = rewrite from scratch (fields in the wrong role, garbled, thin, misleading)
  2 = false claim about what the buyer gets, or a safety line demoted/split
  1 = harmful or false (safety, allergen or negation damage, invented contents)

Judged in this order: (1) truth: every claim traces to the seller's input,
negations stay negations, nothing important lost, seller's spelling kept,
warnings whole and visible; (2) selling; (3) tone distinct from the other
three tones for the same product; (4) platform fit.

Each reason starts with the worst phrase, quoted verbatim between curly
quotes, then the explanation.  Run: python3 scores.py
"""
import os
import re
import statistics
from collections import Counter, defaultdict

SCORES = [
    # r12-01 patchwork table runner (details given)
    (1, "r12-01", "etsy", "professional", 4, "“The color is cream.” — a scrappy blues/mustard/cream runner reduced to one colour; uses ('cottage kitchen and dining table decor') listed as 'Key features'; tags 'Mustard table', 'table' waste slots; seller story kept"),
    (2, "r12-01", "amazon", "casual", 3, "“THE COLOR: It's done in cream.” — false single colour as a whole bullet; first bullet sells 'machine pieced' on a hand-quilted piece; bullets thin ('HOW BIG'), search terms padded with 'so minimal shrinkage'"),
    (3, "r12-01", "shopify", "luxury", 4, "“cottage kitchen as well as dining table decor” — uses presented as 'details'; 'it is cream' colour error again; 'luxury' is only 'Its character is farmhouse' connectives"),
    (4, "r12-01", "ebay", "technical", 3, "“Scrappy Blues &” — eBay title cut mid-phrase, losing 'Mustard'; 'Color: cream.' and 'Parts: hand bound edges.' mislabel fields; tool's own check FAILED"),
    # r12-02 silk scrunchies
    (5, "r12-02", "woocommerce", "casual", 4, "“UK 2nd class” — a postage class sold as a product bullet; 'You get set of 3.'; the 22 momme silk fact buried in a 'Good to know' run-on; latex warning kept and bold"),
    (6, "r12-02", "facebook", "luxury", 4, "“More in the detail: UK 2nd class.” — postage as a luxury detail; 'the Handmade Mulberry Silk Scrunchies is' number clash; latex warning kept"),
    (7, "r12-02", "walmart", "technical", 3, "“UK 2nd class” — wasted Walmart key feature, and the first key feature is just 'Scrunchies'; care text printed twice; one key feature is a 60-word run-on"),
    (8, "r12-02", "magento", "professional", 4, "“Here is the Handmade Mulberry Silk Scrunchies, which is gentle on curly hair.” — plural/singular clash in the opener; 'UK 2nd class' bullet; latex warning kept in its own section"),
    # r12-03 used DJI Mini 2 (details given)
    (9, "r12-03", "generic", "luxury", 4, "“The figures for those who ask: 12MP.” — filler connective passing for luxury; 4K/30fps listed among the accessories; condition and battery health kept honestly"),
    (10, "r12-03", "bigcommerce", "technical", 4, "“Component list: 4K/30fps, prop guard, shoulder bag, USB-C cable” — a video spec listed as a component; 'Technical data: 12MP' alone; flight/battery facts dumped under 'Additional features'"),
    (11, "r12-03", "aliexpress", "professional", 3, "“Key figures: 12MP.” — and on a cross-border marketplace it drops 'collection or tracked 24hr UK delivery only (lithium batteries, can't post abroad)', a material restriction; also drops receipt/Dec 2021"),
    (12, "r12-03", "target", "casual", 3, "“The numbers: 12MP.” — drops the 'can't post abroad' lithium restriction and the receipt; 'The good stuff: MT2PD' sells a model code"),
    # r12-04 used Epson projector
    (13, "r12-04", "etsy", "technical", 3, "“Used lumens” — nonsense tags ('UK plug lumens', 'USB lumens', 'lens clean lumens'); 'the screen in photo is is NOT included'; 'Doesn't affect use.' cut loose from the scratch it qualifies"),
    (14, "r12-04", "amazon", "professional", 3, "“KEY FEATURES: They come with a UK plug.” — the lead bullet sells a plug; 'SIZE: Approx 2.7kg / 6lb.' labels weight as size; 'doesn't affect use' stranded inside the not-included bullet; plural 'They' for one projector"),
    (15, "r12-04", "shopify", "casual", 4, "“The screen in photo is is NOT included.” — doubled word; 'Doesn't affect use.' orphaned; otherwise honest condition list"),
    (16, "r12-04", "ebay", "luxury", 4, "“Their weight in the hand: approx 2.7kg / 6lb.” — luxury template applied to a 2.7kg used projector; 'is is' doubled; condition kept"),
    # r12-05 fresh egg tagliatelle (details given) - allergen damage
    (17, "r12-05", "woocommerce", "professional", 1, "“Here is the Fresh Egg Tagliatelle 500g, which is nuts.” — the 'may contain traces' of nuts became a product attribute, listed again as the bullet 'Nuts' and in the meta description; the may-contain line is split into 'Made in a kitchen that also handles milk.' / 'Sesame & mustard - may contain traces.', dropping nuts from the precaution"),
    (18, "r12-05", "facebook", "casual", 1, "“It's nuts.” — allergen inverted into a claim, also in the title ('(Serves 4-5), nuts'); may-contain statement split and nuts lost from it"),
    (19, "r12-05", "walmart", "luxury", 1, "“Above all, the Fresh Egg Tagliatelle 500g is nuts.” — 'Nuts' is also a Walmart key feature; the key features cut the ingredient list at 'Salt. CONTAINS: wheat (gluten)'; may-contain split"),
    (20, "r12-05", "magento", "technical", 1, "“Properties: nuts.” — plus 'Characteristics: nuts' in the spec list and 'nuts' in the meta description; allergen precaution garbled"),
    # r12-06 unpasteurised cheddar (details given) - vulnerable-groups warning broken
    (21, "r12-06", "generic", "casual", 1, "“The good stuff: extra mature cheddar, raw milk cheese, the elderly, plus gift card message avail.” — part of the unpasteurised warning sold as a feature; the warning left only as 'Not recommended for pregnant women.', with babies/immune-compromised moved into 'Good to know'; 'not grit!' orphaned from the crystals"),
    (22, "r12-06", "bigcommerce", "luxury", 1, "“extra mature cheddar, raw milk cheese, the elderly as well as gift card message avail” — warning split, 'the elderly' also in the meta description ('raw milk cheese and the elderly')"),
    (23, "r12-06", "aliexpress", "technical", 1, "“Feature list: extra mature cheddar, raw milk cheese, the elderly and gift card message avail.” — vulnerable-groups warning broken up; tool's own check FAILED"),
    (24, "r12-06", "target", "professional", 1, "“Cloth Bound, the Elderly” — the title advertises the cheese to 'the Elderly', the group the seller warned against; warning truncated to 'Not recommended for pregnant women.'; FAILED"),
    # r12-07 heat gun - invented contents, respirator warning demoted
    (25, "r12-07", "etsy", "luxury", 2, "“With a shrink wrap as well as a carry case, the 2000W Hot Air Heat Gun w/ LCD Display is an LCD digital display.” — an application (shrink wrap) presented as an included item, and the tool called 'an LCD digital display'; the lead-paint respirator warning demoted to 'Also to note: cable approx 1.8m as well as old lead paint'; tags 'Case display', 'Case'"),
    (26, "r12-07", "amazon", "technical", 2, "“FEATURE SET: It has a shrink wrap and a carry case.” — invented included item in a bullet; 'hot air gun' and 'paint stripping' listed as 'ADDITIONAL SPECS'; nozzles, overheat protection and NOT cordless missing from bullets; WARNING bullet kept whole"),
    (27, "r12-07", "shopify", "professional", 2, "“is an LCD digital display with a shrink wrap and a carry case” — invented contents; respirator advice buried as a list item among 'Resin bubbles' and 'Scraper'"),
    (28, "r12-07", "ebay", "casual", 2, "“an LCD digital display with a shrink wrap, plus a carry case” — invented contents, and the eBay title ends 'Case Shrink Wrap'"),
    # r12-08 multimeter
    (29, "r12-08", "woocommerce", "technical", 5, "“Item: Digital Multimeter Auto Ranging 6000 Counts, auto power off.” — leads with its least important feature; true RMS/auto ranging/NCV only in the title; spec list complete and mains WARNING whole and bold"),
    (30, "r12-08", "facebook", "professional", 4, "“The Digital Multimeter Auto Ranging 6000 Counts are auto power off” — broken sentence; plural 'They measure' for one meter; spec dump; warning whole"),
    (31, "r12-08", "walmart", "casual", 4, "“They're auto power off.” — garbled casual opener; the first key feature is just 'Digital multimeter'; size repeated in 'Quick facts' (own check FAILED); warning kept as a key feature"),
    (32, "r12-08", "magento", "luxury", 4, "“which are auto power off with silicone test leads w/ probe caps” — garbled; 'Their proportions' luxury template on a test meter; warning whole"),
    # r12-09 kids scooter
    (33, "r12-09", "generic", "professional", 5, "“Features: kids scooter, 3 wheel scooter, toddler scooter and LED light up wheels” — search keywords sold as features; otherwise every fact, both warnings whole and 'Helmet & pads are NOT included'"),
    (34, "r12-09", "bigcommerce", "casual", 5, "“Kids scooter” — keyword bullets ('Kids scooter', '3 wheel scooter', 'Toddler scooter') pad a 14-item dump; warnings in their own bold section"),
    (35, "r12-09", "aliexpress", "luxury", 4, "“In the detail: kids scooter, 3 wheel scooter, toddler scooter as well as LED light up wheels” — luxury connectives on a toddler scooter, keyword stuffing; warnings whole"),
    (36, "r12-09", "target", "technical", 5, "“Feature list: 3 wheel scooter, kids scooter, toddler scooter” — keyword padding; clean spec order, 'Scope of delivery: helmet & pads are NOT included', warnings whole"),
    # r12-10 wooden high chair
    (37, "r12-10", "etsy", "casual", 5, "“The highlights: converts to booster & junior chair, removable tray (2 positions), adjustable footrest, plus flat pack.” — 'flat pack' as a highlight; the 5-point harness never appears in the description; warning whole; tags fine"),
    (38, "r12-10", "amazon", "luxury", 4, "“Its weight in the hand: 6.5kg.” — template phrase on a high chair; bullets omit the 5-point harness and the 6-36 month age range; warning bullet whole"),
    (39, "r12-10", "shopify", "technical", 4, "“Component list: non-toxic water based finish” — a finish listed as a component; harness missing from the body; washable seat cushion filed under care; warning whole"),
    (40, "r12-10", "ebay", "professional", 4, "“5-Point Harness, Removable” — eBay title cut mid-phrase ('Removable' what?); harness absent from the description; warning whole"),
    # r12-11 spark plugs
    (41, "r12-11", "woocommerce", "luxury", 5, "“Presented as: set of 4.” — repeats 'sold as 1 box of 4'; 'In the detail: 14mm thread' is not luxury; all fitment exclusions and 'DO NOT regap' kept"),
    (42, "r12-11", "facebook", "technical", 6, "“Units: set of 4.” — redundant after 'sold as 1 box of 4'; otherwise accurate, technical register fits, every NOT kept"),
    (43, "r12-11", "walmart", "professional", 5, "“Sold as 1 box of 4” — and 'Set of 4' as two of ten key features, while 'NOT for Mk1/Mk2 MX-5', 'NOT for diesel' and 'DO NOT regap' are left out of the key features"),
    (44, "r12-11", "magento", "casual", 6, "“You get set of 4.” — grammar slip; compact rundown, fitment list and exclusions clear under 'Heads up'"),
    # r12-12 slip-on exhaust (details given)
    (45, "r12-12", "generic", "technical", 5, "“Details: end can.” — a synonym given as a detail; 'Parts: 2 bolts + springs' comes from the fitting method; NOT road legal / NOT E-marked and the CAUTION kept"),
    (46, "r12-12", "bigcommerce", "professional", 5, "“Further information: end can.” — SEO title 'Slip-On Exhaust Silencer' drops the bike models; 'Bracket' as the first bullet; legality lines intact"),
    (47, "r12-12", "aliexpress", "casual", 5, "“Good to know: end can.” — filler; keeps the seller's 6am neighbours line, which gives it some voice; all negations intact"),
    (48, "r12-12", "target", "luxury", 4, "“Discover the Slip-On Exhaust Silencer for Yamaha MT-07 / XSR700 / Tracer 7, with a bracket as well as 2 bolts + springs.” — opens on hardware; luxury template adds nothing"),
    # r12-13 rose quartz gua sha
    (49, "r12-13", "etsy", "professional", 4, "“Also of note: natural crystal so colour.” — the 'colour, veining & tiny inclusions vary - NOT a defect' clause cut in half; 'It is de-puff.'; tag 'gift wrap avail' wastes a slot"),
    (50, "r12-13", "amazon", "casual", 3, "“WORTH KNOWING: Natural crystal so colour.” — a whole bullet of broken text; 'It's de-puff' as the lead benefit; search terms 'natural so colour'"),
    (51, "r12-13", "shopify", "luxury", 4, "“Moreover, it is de-puff.” — garbled; split crystal disclaimer; warning whole and bold"),
    (52, "r12-13", "ebay", "technical", 4, "“Properties: de-puff.” — 'Type: a face roller' for a gua sha and roller set; split disclaimer"),
    # r12-14 natural deodorant (details given)
    (53, "r12-14", "woocommerce", "casual", 3, "“Sensitive skin.” — a selling claim shown as a bold safety warning, while 'stop if irritation occurs' is buried under 'One more thing'; the INCI list broken into 11 'rundown' bullets; own check FAILED"),
    (54, "r12-14", "facebook", "luxury", 3, "“Sensitive skin.” — stands alone as a warning line; ingredients run through 'Also of interest: Magnesium Hydroxide…' as if they were features"),
    (55, "r12-14", "walmart", "technical", 3, "“INGREDIENTS (INCI): Butyrospermum Parkii (Shea) Butter” — the key feature ends the ingredient list after one item; 'Sensitive skin.' as a key feature; 'NOT an antiperspirant' missing from the key features"),
    (56, "r12-14", "magento", "professional", 3, "“cruelty free and Magnesium Hydroxide.” — meta description ends on an INCI ingredient; 'Sensitive skin.' under Safety information; ingredient list bulleted as details"),
    # r12-15 SVG bundle - invented physical contents
    (57, "r12-15", "generic", "luxury", 2, "“With mugs as well as tumblers, the Floral SVG Bundle is a cricut SVG.” — a digital file sold as coming 'with mugs'; the title ends ', mugs, tumblers'; contradicts 'NO physical item shipped' further down"),
    (58, "r12-15", "bigcommerce", "technical", 1, "“Component list: mugs, tumblers” — invented physical contents for an instant download ('Parts: mugs and tumblers.'), plus 'Available variants: 120 designs'"),
    (59, "r12-15", "aliexpress", "professional", 2, "“With mugs and tumblers, the Floral SVG Bundle is a cricut SVG.” — the wording says physical items come with it; title adds ', mugs, tumblers'"),
    (60, "r12-15", "target", "casual", 1, "“You get mugs, plus tumblers, too.” — a plain promise of physical goods for a digital download"),
    # r12-16 murder mystery printable (details given)
    (61, "r12-16", "etsy", "technical", 4, "“Performance: it contains mild innuendo & references to alcohol.” — a content note filed as performance; 'Use case: for birthday.'; tags are the best part"),
    (62, "r12-16", "amazon", "professional", 3, "“KEY FEATURES: It comes with 8-12 players (6 core + 6 optional characters).” — garbled lead bullet; 'USE: For birthday.' as a full bullet; 'PERFORMANCE: Put simply, it contains mild innuendo'; sister's-40th story cut"),
    (63, "r12-16", "shopify", "casual", 3, "“You get 8-12 players (6 core + 6 optional characters), too.” — says the kit comes with players; 'You'll like it for birthday.'"),
    (64, "r12-16", "ebay", "luxury", 4, "“It is well suited for birthday.” — broken English; 'one finds a murder mystery game with 8-12 players'; contents list and policies kept"),
    # r12-17 squirrel proof bird feeder (details given)
    (65, "r12-17", "woocommerce", "professional", 5, "“Sunflower hearts” — seed types as bullets read like contents next to 'The bird food is NOT included'; cleaning advice ('to help prevent disease') dropped; hanging advice and the squirrel test kept"),
    (66, "r12-17", "facebook", "casual", 4, "“You get weight activated perch closes ports, 6 feeding ports, plus a lockable metal lid.” — broken grammar; 'The good stuff: sunflower hearts, mixed seed'; cleaning advice dropped"),
    (67, "r12-17", "walmart", "luxury", 4, "“complete with weight activated perch closes ports” — broken; key features waste slots on 'Hanging bird feeder', 'Sunflower hearts', 'Mixed seed'; hygiene advice dropped"),
    (68, "r12-17", "magento", "technical", 4, "“Additional features: sunflower hearts, mixed seed, approx 45cm / 17.7in tall, hanging hook incl” — seed as a feature; hygiene advice dropped"),
    # r12-18 rope hammock
    (69, "r12-18", "generic", "casual", 3, "“You get a cotton hammock, a double hammock, plus a detachable pillow.” — reads as two hammocks; 'Incl' capitals not in the seller's text; own check FAILED (stuffing); warning whole"),
    (70, "r12-18", "bigcommerce", "luxury", 4, "“Among the details of the Cotton Rope Hammock w/ Spreader Bars: a cotton hammock, a double hammock as well as a detachable pillow.” — search keywords given as contents; 'Treat them kindly' for one hammock; FAILED; warning bold"),
    (71, "r12-18", "aliexpress", "technical", 4, "“with a cotton hammock, a double hammock and a detachable pillow” — keywords as contents; FAILED; negations and warning intact"),
    (72, "r12-18", "target", "professional", 4, "“The Cotton Rope Hammock w/ Spreader Bars offer a cotton hammock, a double hammock and a detachable pillow.” — same role error and plural verb; FAILED"),
    # r12-19 cricket bat (details given)
    (73, "r12-19", "etsy", "luxury", 4, "“the English Willow Cricket Bat SH is a short handle (SH)” — the bat defined as a handle; 'NO warranty on toe damage' placed third sentence; tags 'Bat SH', 'adult' weak"),
    (74, "r12-19", "amazon", "technical", 4, "“Parts: 8-10 straight grains and a round cane handle.” — grains as parts; 'our workshop' turned into 'a workshop' and the cleft-picking line cut; bullets omit toe guard & cover incl"),
    (75, "r12-19", "shopify", "professional", 5, "“the English Willow Cricket Bat SH is a short handle (SH)” — role error in the opener, then a clean 14-item spec list with the maker's story intact"),
    (76, "r12-19", "ebay", "casual", 4, "“It's got NO warranty on toe damage (yorkers, tapping on ground).” — the exclusion is the third thing a buyer reads; 'a short handle (SH) with 8-10 straight grains'"),
    # r12-20 pet water fountain
    (77, "r12-20", "woocommerce", "technical", 4, "“Seller policy: triple filtration: cotton, activated carbon, ion exchange resin.” — the key product feature filed as shop policy; 'Parts: 3 flow modes'; 'replace every 2-4 wks' with no subject; warning whole"),
    (78, "r12-20", "facebook", "professional", 4, "“Seller policy: triple filtration: cotton, activated carbon, ion exchange resin.” — filtration filed as policy; 'Features: ... replace every 2-4 wks and clean pump monthly'"),
    (79, "r12-20", "walmart", "casual", 4, "“Our policy: triple filtration: cotton, activated carbon, ion exchange resin.” — same; key features repeat 'Pet water fountain' and 'Cat water fountain'; warning shown as a key feature (good)"),
    (80, "r12-20", "magento", "luxury", 4, "“Purchase policy: triple filtration: cotton, activated carbon, ion exchange resin.” — filtration as a purchase policy"),
    # r12-21 arched mirror
    (81, "r12-21", "generic", "professional", 3, "“Features: shatterproof safety film on back, 2 D-rings & screws incl and report damage within 48hrs.” — delivery terms as features; 'Condition: unused.' comes from the returns rule; anti-tip clause split leaving 'esp. w/ children or pets' orphaned"),
    (82, "r12-21", "bigcommerce", "casual", 3, "“Report damage within 48hrs” — a rundown bullet; 'esp. w/ children or pets; check before signing; in original packaging' fragments; anti-tip safety line buried in 'Good to know'"),
    (83, "r12-21", "aliexpress", "luxury", 3, "“Of note: wall mount or lean; portrait only; esp. w/ children or pets; check before signing; in original packaging.” — orphaned fragments of the safety, delivery and returns clauses"),
    (84, "r12-21", "target", "technical", 3, "“Condition: unused.” — a returns condition turned into a condition claim; 'Specs: ... report damage within 48hrs'; fragments as above"),
    # r12-22 antique decanter (details given) - invented contents (alcohol)
    (85, "r12-22", "etsy", "casual", 1, "“You get a whisky / whiskey / brandy / port, too.” — promises alcohol with an antique decanter; tags waste slots on 'intl ok', 'buyer pays duties', 'pays duties'"),
    (86, "r12-22", "amazon", "luxury", 1, "“THE DETAILS: It arrives with a whisky / whiskey / brandy / port.” — invented contents in the first bullet; description repeats 'one finds an antique decanter with a whisky'"),
    (87, "r12-22", "shopify", "technical", 1, "“Component list: whisky / whiskey / brandy / port” — spirits listed as components (also 'Parts:' and in the meta description)"),
    (88, "r12-22", "ebay", "professional", 1, "“With a whisky / whiskey / brandy / port, the Edwardian Cut Glass Spirit Decanter c.1905 is an antique decanter.” — invented contents in the opener and the subtitle"),
    # r12-23 Spitfire model kit
    (89, "r12-23", "woocommerce", "luxury", 3, "“requires assembly & painting - glue” — 'glue' cut off from 'glue, paints & brushes NOT included', so glue drops out of the not-included list ('the paints & brushes NOT included, display stand are NOT included'); warning whole"),
    (90, "r12-23", "facebook", "technical", 3, "“requires assembly & painting - glue” — same negation loss for glue; otherwise a tidy spec run; warning whole"),
    (91, "r12-23", "walmart", "professional", 3, "“Please note that the paints & brushes NOT included, display stand are NOT included.” — glue lost from the exclusions; key features wasted on '1/48', 'Spitfire', 'Mk Vb', 'Mk5b' as separate items"),
    (92, "r12-23", "magento", "casual", 3, "“Requires assembly & painting - glue” — as a bullet; glue no longer excluded"),
    # r12-24 nitrile gloves
    (93, "r12-24", "generic", "technical", 4, "“Care: NOT for use w/ strong solvents (acetone, MEK) - check chemical resistance chart, do not wash or reuse.” — a chemical-protection limit filed under care; 'Intended use: for cleaning.' while catering/tattoo/lab become 'Additional' specs"),
    (94, "r12-24", "bigcommerce", "professional", 4, "“It is a good fit for cleaning.” — one use picked out of six; a 22-bullet dump mixing standards, trades and 'VAT invoice provided for business buyers'"),
    (95, "r12-24", "aliexpress", "casual", 4, "“You get 100 pcs per box (50 pairs), plus a beaded cuff, too.” — cuff as an extra item; 'Also in the mix: AQL 1.5, catering, mechanics, plus tattoo'"),
    (96, "r12-24", "target", "luxury", 4, "“Consider the Nitrile Disposable Gloves Box of 100, which is latex free and ambidextrous” — luxury template on disposable gloves; solvent limit under 'Its care in brief'"),
    # r12-25 thermal labels (details given)
    (97, "r12-25", "etsy", "professional", 3, "“More features: packs of 1 and trade accounts welcome.” — 'packs of 1, 4 or 20 rolls' split in two; only 11 of 13 tags, including 'Direct', 'accounts welcome', 'packs of 1'"),
    (98, "r12-25", "amazon", "casual", 3, "“THE GOOD STUFF: They're BPA free and white matte, and you get thermal labels, plus 4x6 labels.” — only 3 bullets, printer compatibility and 'NO ink or ribbon needed' left out of the bullets; title ends 'Packs of 1'; Royal Mail/Evri compatibility dropped"),
    (99, "r12-25", "shopify", "luxury", 4, "“With thermal labels as well as 4x6 labels, the Direct Thermal Shipping Labels 4 x 6\" are BPA free and white matte.” — keywords as contents; compatibility in a run-on; the supplier line lands last"),
    (100, "r12-25", "ebay", "technical", 4, "“Parts: 4x6 labels and thermal labels.” — keywords as parts; split pack sizes; NOT-for-Dymo and not-inkjet negations intact"),
]

DETAILS_PRODUCTS = {"r12-01", "r12-03", "r12-05", "r12-06", "r12-12", "r12-14",
                    "r12-16", "r12-17", "r12-19", "r12-22", "r12-25"}


def verify_quotes(path="listings.md"):
    """Check each quoted worst phrase occurs verbatim in that listing's section."""
    if not os.path.exists(path):
        return None
    text = open(path, encoding="utf-8").read()
    sections = {}
    for part in re.split(r"^## #", text, flags=re.M)[1:]:
        num = int(part.split()[0])
        body = part.split("\nChecks:")[0]
        sections[num] = body
    bad = []
    for num, pid, plat, tone, score, reason in SCORES:
        m = re.match(r"“(.*?)”", reason)
        if not m or m.group(1) not in sections.get(num, ""):
            bad.append(num)
    return bad


def main():
    assert len(SCORES) == 100 and [s[0] for s in SCORES] == list(range(1, 101))
    vals = [s[4] for s in SCORES]
    n = len(vals)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(vals):.2f}")
    print(f"median: {statistics.median(vals)}")
    print(f"share >=8: {sum(v >= 8 for v in vals) / n:.0%}")
    print(f"share >=6: {sum(v >= 6 for v in vals) / n:.0%}")
    print(f"share <=2: {sum(v <= 2 for v in vals) / n:.0%}")
    print("histogram:")
    hist = Counter(vals)
    for k in range(1, 11):
        print(f"  {k:2d} | {'#' * hist[k]} {hist[k]}")
    for label, idx in (("tone", 3), ("platform", 2)):
        groups = defaultdict(list)
        for s in SCORES:
            groups[s[idx]].append(s[4])
        print(f"mean by {label}:")
        for key in sorted(groups, key=lambda k: -statistics.mean(groups[k])):
            g = groups[key]
            print(f"  {key:12s} {statistics.mean(g):.2f}  (n={len(g)})")
    with_d = [s[4] for s in SCORES if s[1] in DETAILS_PRODUCTS]
    without = [s[4] for s in SCORES if s[1] not in DETAILS_PRODUCTS]
    print(f"mean with details text:    {statistics.mean(with_d):.2f}  (n={len(with_d)})")
    print(f"mean without details text: {statistics.mean(without):.2f}  (n={len(without)})")
    bad = verify_quotes(os.path.join(os.path.dirname(os.path.abspath(__file__)), "listings.md"))
    if bad is not None:
        print(f"quotes verified verbatim: {100 - len(bad)}/100" + (f"  (not found: {bad})" if bad else ""))


if __name__ == "__main__":
    main()
