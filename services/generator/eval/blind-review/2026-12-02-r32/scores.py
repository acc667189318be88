#!/usr/bin/env python3
"""Blind review r32: 100 generated listings, scored 1-10 (capped by worst defect).

Run:  python3 scores.py            -> figures block
      python3 scores.py --defects  -> defect-class counts (codes in D)
      python3 scores.py --check    -> verify every quote occurs verbatim in listings.md
"""
import os
import statistics
import sys
from collections import Counter, defaultdict

# (no, id, platform, tone, score, reason, verbatim_quote)
R = [
    # r32-01 brake pads
    (1, "r32-01", "etsy", "professional", 4,
     "Fitment (the purchase decision) buried in an 'Also of note:' semicolon dump; only 9 of 13 tags, incl. junk 'front discs ONLY' and 'pad'.",
     "Also of note: fits VW Golf Mk7 1.4 TSI / 2.0 TDI; fits Audi A3 8V"),
    (2, "r32-01", "amazon", "luxury", 4,
     "Two bullets only; fitment and 312mm limit absent from bullets; 'luxury' register on brake pads; search terms full of instruction fragments.",
     "FURTHER DETAILS: Low dust ceramic compound."),
    (3, "r32-01", "walmart", "technical", 6,
     "Sound: all fitments as key features, NOT-340mm line intact. Flat, and the 340mm exclusion only in prose; ECE R90 repeated three times.",
     "Technical specifications:\nCertifications: ECE R90 approved"),
    (4, "r32-01", "ebay", "casual", 4,
     "eBay title cut drops 312mm, Skoda and Seat (what buyers search); subtitle just repeats the title; fitment as 'One more thing'.",
     "DriveMaster Pro Ceramic Front Brake Pads Set x4 - VW Golf Mk7 / Audi A3 8V\n\nSubtitle:\nDriveMaster Pro Ceramic Front Brake Pads Set x4"),
    # r32-02 guitar strings
    (5, "r32-02", "shopify", "professional", 4,
     "Garbled: keyword 'gauges (...)' turned into a verb; award sits in the Details list as if a spec; no hook about tone or life.",
     "Importantly, it gauges (.012 .016 .024 .032 .042 .053)"),
    (6, "r32-02", "aliexpress", "luxury", 4,
     "Same 'It gauges' garble; award listed among construction 'details'; luxury voice is just 'Take a closer look'.",
     "It gauges (.012 .016 .024 .032 .042 .053) and fits 6-string steel-string acoustics."),
    (7, "r32-02", "target", "technical", 4,
     "'It gauges' garble; award and 'bright balanced tone' listed under Specifications; label 'Additional features:' on the first bullet only.",
     "Product: Harbour Strings Phosphor Bronze Acoustic Guitar Strings 12-53 Light Gauge. It gauges"),
    (8, "r32-02", "facebook", "casual", 4,
     "'And it gauges' garble in the opening line; otherwise a plain dump; NOT-nylon line intact.",
     "And it gauges (.012 .016 .024 .032 .042 .053)"),
    # r32-03 beakers
    (9, "r32-03", "woocommerce", "professional", 4,
     "Packaging promise ('carefully packed') presented as a product property in lead and meta; uses glued into the sizes bullet.",
     "are heat resistant to approx 500°C, thermal shock resistant, autoclavable and carefully packed."),
    (10, "r32-03", "bigcommerce", "luxury", 4,
     "'carefully packed' as a product property; 'sizes (...), for lab, school & home brewing' merges sizes with uses; template luxury.",
     "Also: sizes (50, 100, 250, 500, 1000, 2000 ml), for lab, school & home brewing."),
    (11, "r32-03", "magento", "technical", 4,
     "Spec list calls packing a 'Characteristic'; sizes and uses fused in one bullet; flame warning intact.",
     "Characteristics: heat resistant to approx 500°C, thermal shock resistant, autoclavable, carefully packed"),
    (12, "r32-03", "generic", "casual", 4,
     "Same role error: packing listed as what the beakers 'are'; sizes/uses fused; NOT-for-direct-flame line intact.",
     "They're heat resistant to approx 500°C, thermal shock resistant, autoclavable and carefully packed."),
    # r32-04 rainbow stacker
    (13, "r32-04", "etsy", "professional", 3,
     "'EN71-1, -2, -3' shredded: a bare '-2' bullet and '-2' tag, EN71-3 (paint safety) lost on a child's toy. WARNING intact.",
     "• -2"),
    (14, "r32-04", "amazon", "luxury", 3,
     "'-2' inside a bullet; EN71-2/-3 lost; 'tested to EN71-1, with 12 arches' garbled; do-NOT-submerge only in prose.",
     "largest arch approx 30 x 15cm, -2, recommended age 3+ and plastic-free packaging."),
    (15, "r32-04", "walmart", "technical", 3,
     "'-2' as a key feature; EN71-3 lost; 'Advantage of this part' template garble.",
     "Advantage of this part: made with material from responsibly managed forests"),
    (16, "r32-04", "ebay", "casual", 3,
     "Subtitle and a bare '-2' bullet expose the split; EN71-3 lost; warning intact.",
     "12 arches, tested to EN71-1 and -2"),
    # r32-05 granola
    (17, "r32-05", "shopify", "professional", 4,
     "Best-before framed as 'To care for it'; leads with the pouch; meta sells pouch and palm oil, not taste. Allergens intact verbatim.",
     "To care for it: best before min. 6 months from dispatch, store in a cool dry place."),
    (18, "r32-05", "aliexpress", "luxury", 4,
     "Nonsense causal opener (pouch -> palm-oil-free); best-before as 'look after it'; allergen block intact.",
     "With a resealable kraft pouch, the Maple Pecan Crunch Granola 500g is palm oil free."),
    (19, "r32-05", "target", "technical", 4,
     "Pouch under 'Design features', best-before under 'Maintenance'; zero appetite appeal. Allergens intact.",
     "Maintenance: best before min. 6 months from dispatch, store in a cool dry place."),
    (20, "r32-05", "facebook", "casual", 4,
     "Pouch as second sentence; best-before as 'Looking after it'; allergens and policy intact.",
     "Looking after it: best before min. 6 months from dispatch, store in a cool dry place."),
    # r32-06 walkman
    (21, "r32-06", "woocommerce", "professional", 6,
     "Honest and complete condition report; flat, and the best hook (new belt 2025) is a bare bullet; 'The colors are' implies options on a one-off.",
     "The colors are silver / gray."),
    (22, "r32-06", "bigcommerce", "luxury", 5,
     "'What's more' introducing a battery NOT included; 'A note' heading then 'A note:' again; luxury gloss on a cracked used item.",
     "What's more, it takes 1x AA battery (not incl)."),
    (23, "r32-06", "magento", "technical", 6,
     "Clean, truthful spec-sheet condition report; templated 'Additional features:' label; no reason to buy beyond facts.",
     "Item colors: silver / gray"),
    (24, "r32-06", "generic", "casual", 6,
     "Readable casual, all flaws disclosed; still the same frame and no hook.",
     "The colors? Silver / gray."),
    # r32-07 serum
    (25, "r32-07", "etsy", "professional", 2,
     "Safety line split: 'if irritation occurs' orphaned (in text and as a tag), leaving an unconditional 'Discontinue use and consult a doctor.'",
     "Further information: if irritation occurs."),
    (26, "r32-07", "amazon", "luxury", 2,
     "SAFETY bullet tells every buyer to discontinue use; condition sits alone in another bullet as a fragment.",
     "OF NOTE: If irritation occurs."),
    (27, "r32-07", "walmart", "technical", 2,
     "'If irritation occurs' as a key feature; the discontinue instruction detached from its condition; patch test listed as a feature.",
     "• If irritation occurs"),
    (28, "r32-07", "ebay", "casual", 2,
     "Same split: 'Good to know: if irritation occurs.' then a free-standing 'Discontinue use and consult a doctor.'",
     "Good to know: if irritation occurs."),
    # r32-08 drill
    (29, "r32-08", "shopify", "professional", 2,
     "'battery, charger & case NOT included' split: battery drops out of the NOT line and reads 'BODY ONLY - battery'; brushless benefit invented.",
     "Also of note: BODY ONLY - battery. It comes with a belt clip."),
    (30, "r32-08", "aliexpress", "luxury", 2,
     "Same damaged NOT line; 'genuine Makita' (authenticity) silently dropped as if shipping; invented 'lasts longer' claim.",
     "Worth knowing: BODY ONLY - battery. It arrives with a belt clip."),
    (31, "r32-08", "target", "technical", 2,
     "'Details: BODY ONLY - battery. Included: a belt clip.' reads as battery supplied; NOT line covers only charger & case.",
     "Details: BODY ONLY - battery. Included: a belt clip."),
    (32, "r32-08", "facebook", "casual", 2,
     "'BODY ONLY - battery. You also get a belt clip.' practically says the battery is included; only the title contradicts it.",
     "Good to know: BODY ONLY - battery. You also get a belt clip."),
    # r32-09 harness
    (33, "r32-09", "woocommerce", "professional", 5,
     "Faithful; leads and meta on buckles instead of no-pull/reflective; escape-proof caveat intact.",
     "The No-Pull Reflective Dog Harness offers quick-release buckles."),
    (34, "r32-09", "bigcommerce", "luxury", 5,
     "Faithful dump; buckles as the opener; 'House policy' luxury veneer.",
     "Discover the No-Pull Reflective Dog Harness, with quick-release buckles."),
    (35, "r32-09", "magento", "technical", 5,
     "Faithful; 'Parts: quick-release buckles.' as the lead; chest range not in specs (title only).",
     "Parts: quick-release buckles."),
    (36, "r32-09", "generic", "casual", 5,
     "Readable, faithful; same weak buckle opener, no walk-benefit story.",
     "Here's the No-Pull Reflective Dog Harness. It comes with quick-release buckles."),
    # r32-10 planner
    (37, "r32-10", "etsy", "professional", 4,
     "'Hyperlinked tabs for GoodNotes, Notability, Xodo' split: Notability gone from body, 'Xodo' orphan bullet; tags 'start versions', 'PDF files'.",
     "• Hyperlinked tabs for GoodNotes\n• Xodo"),
    (38, "r32-10", "amazon", "luxury", 4,
     "Notability lost from the app list; policy as a 'TERMS' bullet; search terms are fragments ('files Half tabs').",
     "files Half tabs xodo dated monday Sunday start versions"),
    (39, "r32-10", "walmart", "technical", 4,
     "Title drops '2026' (the key search term for a dated planner); 'Xodo' and 'Notability' as standalone key features.",
     "Digital Printable Weekly Planner PDF - A4, A5, US Letter - Hyperlinked for GoodNotes / Notability"),
    (40, "r32-10", "ebay", "casual", 4,
     "Opener 'made for Notability' only; subtitle garbled 'and Xodo'; 'Xodo' orphan bullet.",
     "PDF files (A4, A5, US Letter, Half Letter) and Xodo"),
    # r32-11 seeds
    (41, "r32-11", "shopify", "professional", 5,
     "Faithful; 'Also of note: greenhouse or outdoor' fragment; no hook about the varieties' flavour or heritage.",
     "Also of note: greenhouse or outdoor; packed for the 2026 season."),
    (42, "r32-11", "aliexpress", "luxury", 5,
     "Faithful list in luxury template; 'sow indoors Feb-Apr' as a 'detail'; safety intact.",
     "Its credentials: non-GMO."),
    (43, "r32-11", "target", "technical", 4,
     "Upgrades 'non-GMO' to a certification the seller never claimed; open-pollinated/UK grown listed twice.",
     "• Certifications: non-GMO"),
    (44, "r32-11", "facebook", "casual", 5,
     "Faithful and safe; 'Good to know:' twice; fragment 'greenhouse or outdoor'.",
     "Good to know: greenhouse or outdoor; packed for the 2026 season."),
    # r32-12 Boba Fett
    (45, "r32-12", "woocommerce", "professional", 4,
     "Own-site listing promises 'international postage via eBay GSP' (eBay-only programme); condition split across three places.",
     "Also of note: ships boxed & insured; international postage via eBay GSP."),
    (46, "r32-12", "bigcommerce", "luxury", 4,
     "eBay GSP on BigCommerce; 'Do note:' twice, 'Of note:' twice in one short block.",
     "Do note: it is not carded. Please bear in mind: no box. Do note: it is NOT a reproduction."),
    (47, "r32-12", "magento", "technical", 4,
     "Absence of damage sold as a 'Feature'; eBay GSP on Magento; 'Notes:' heading then 'Notes:' again.",
     "Feature: no broken thumbs."),
    (48, "r32-12", "generic", "casual", 5,
     "Best voice of the set ('simple as that'); still an eBay-specific shipping line on a generic channel.",
     "No broken thumbs, simple as that."),
    # r32-13 trekking poles
    (49, "r32-13", "etsy", "professional", 4,
     "False causal lead: carbide tips do not make poles lighter; 195g weight (the hook) absent from body; 'Fibre Trekking Poles' tag.",
     "With tungsten carbide tips, the Carbon Fibre Trekking Poles Pair are lighter than aluminium poles."),
    (50, "r32-13", "amazon", "luxury", 4,
     "Bullets spent on colour and bag; NOT-a-tent-pole warning only in prose; weight missing.",
     "ITS COLOR: In Sierra Grey."),
    (51, "r32-13", "walmart", "technical", 6,
     "Clean key-feature list, truthful; flat; weight not in specs; warning only in prose.",
     "Inside the box: a carry bag."),
    (52, "r32-13", "ebay", "casual", 6,
     "Natural casual copy, warning intact; eBay title cut loses cork grip and 195g.",
     "They're lighter than aluminium poles, and they've got tungsten carbide tips."),
    # r32-14 label tape
    (53, "r32-14", "shopify", "professional", 3,
     "'water, oil & UV resistant' split into a bare 'Water' bullet; size glued onto the NOT-compatible line; SEO title cut at 'Black on'.",
     "Please note that it is NOT compatible with DK rolls or QL printers, 12mm wide x 8m long."),
    (54, "r32-14", "aliexpress", "luxury", 3,
     "'At heart ... is a black print on white'; 'water' as a detail; NOT line carries the tape size.",
     "At heart, the Compatible Brother TZe-231 Label Tape 12mm x 8m Black on White is a black print on white."),
    (55, "r32-14", "target", "technical", 3,
     "'Additional features: water'; water resistance lost; size attached to the NOT line.",
     "• Additional features: water"),
    (56, "r32-14", "facebook", "casual", 3,
     "First bullet is just 'Water'; size attached to the NOT line.",
     "The rundown:\n• Water"),
    # r32-15 swaddles
    (57, "r32-15", "woocommerce", "professional", 2,
     "Uses turned into contents: 'Nursing cover' listed as a part and meta says they 'come with a nursing cover'; swaddle use dropped.",
     "The Organic Cotton Muslin Swaddle Blankets 3 Pack come with a nursing cover."),
    (58, "r32-15", "bigcommerce", "luxury", 2,
     "Opens by promising a nursing cover with the blankets; 'multi-use' list truncated.",
     "Discover the Organic Cotton Muslin Swaddle Blankets 3 Pack, with a nursing cover."),
    (59, "r32-15", "magento", "technical", 2,
     "'Parts: a nursing cover.' states a component that does not exist.",
     "Parts: a nursing cover."),
    (60, "r32-15", "generic", "casual", 2,
     "'You'll find a nursing cover on them.' false contents; 'so ... so' chain.",
     "You'll find a nursing cover on them."),
    # r32-16 pendant
    (61, "r32-16", "etsy", "professional", 4,
     "Leads on the lobster clasp; name truncated to 'w/ 18\"'; 11 tags and none says moonstone.",
     'the 925 Sterling Silver Moonstone Pendant Necklace w/ 18" comes with a lobster clasp.'),
    (62, "r32-16", "amazon", "luxury", 5,
     "Truthful 5 bullets, no policy talk; moonstone buried in 'FURTHER DETAILS'; truncated name; weak search terms.",
     'FURTHER DETAILS: Genuine rainbow moonstone approx 8x12mm and adjustable chain 16"-18".'),
    (63, "r32-16", "walmart", "technical", 4,
     "A flaw and a care step listed as key features; 'Inside the box: a jewelry gift box.'",
     "• Plating may wear over time"),
    (64, "r32-16", "ebay", "casual", 4,
     "Title cut drops 'Rose Gold Plated'; tautology about the box; subtitle sells the clasp.",
     "Inside the box, you'll find a jewelry gift box."),
    # r32-17 CV service
    (65, "r32-17", "shopify", "professional", 5,
     "Faithful; opens on revisions and buries the deliverables (cover letter, LinkedIn, formats) under 'Also of note'.",
     "The Professional CV / Resume Rewrite Service comes with 2 rounds of revisions."),
    (66, "r32-17", "aliexpress", "luxury", 5,
     "Faithful; 'In use:' for sending a CV; deliverables as 'Worth knowing'.",
     "In use: please send your current CV after purchase."),
    (67, "r32-17", "target", "technical", 4,
     "Revisions filed as 'Parts' of a service; deliverables under 'Details'.",
     "Parts: 2 rounds of revisions."),
    (68, "r32-17", "facebook", "casual", 4,
     "Object template on a service: revisions found 'on it'.",
     "You'll find 2 rounds of revisions on it."),
    # r32-18 tea
    (69, "r32-18", "woocommerce", "professional", 4,
     "The tea 'is a 100g airtight tin' (packaging as identity); meta leads with the tin; flavour disclaimer intact.",
     "is a 100g airtight tin."),
    (70, "r32-18", "bigcommerce", "luxury", 4,
     "'at heart, a 100g airtight tin'; 'scent story' for a tea; caffeine line intact.",
     "It is, at heart, a 100g airtight tin."),
    (71, "r32-18", "magento", "technical", 4,
     "Tin as the item's identity; certification filed under 'Characteristics'.",
     "• Characteristics: Rainforest Alliance certified"),
    (72, "r32-18", "generic", "casual", 4,
     "Opens by introducing a tin, not a muscatel Darjeeling.",
     "Darjeeling Second Flush Loose Leaf Black Tea 100g Tin: a 100g airtight tin."),
    # r32-19 clay kit
    (73, "r32-19", "etsy", "professional", 3,
     "Says the whole kit 'is' glitter & glow-in-the-dark (only some colours are); 'NOT air-dry clay' under care; tags credit AP certification to tools; 9 tags.",
     "Care instructions: NOT air-dry clay."),
    (74, "r32-19", "amazon", "luxury", 3,
     "'ITS CARE: NOT air-dry clay.'; NOT-food-safe warning left out of bullets; overgeneralised glitter/glow claim.",
     "ITS CARE: NOT air-dry clay."),
    (75, "r32-19", "walmart", "technical", 3,
     "Clay type filed as care twice (prose and spec table); glitter/glow stated as a property of the whole kit.",
     "Care instructions: NOT air-dry clay"),
    (76, "r32-19", "ebay", "casual", 3,
     "'To keep them looking good: NOT air-dry clay.' absurd role; subtitle implies all clay glitters and glows.",
     "To keep them looking good: NOT air-dry clay."),
    # r32-20 Hobbit
    (77, "r32-20", "shopify", "professional", 3,
     "A flaw sold as an offer: the book 'offers tanned pages'; meta repeats it; previous owner's name listed as a detail.",
     "The Hobbit by J.R.R. Tolkien (used) offers tanned pages and approx 285 pages."),
    (78, "r32-20", "aliexpress", "luxury", 3,
     "Tanned pages opens the 'details'; owner's name among highlights; 'smoke-free home' filed as condition.",
     "Among the details of The Hobbit by J.R.R. Tolkien (used): tanned pages and approx 285 pages."),
    (79, "r32-20", "target", "technical", 3,
     "'Design features: tanned pages' files a defect as design.",
     "• Design features: tanned pages, approx 285 pages"),
    (80, "r32-20", "facebook", "casual", 3,
     "Garbled 'tanned pages, plus approx 285 pages on it'; spine crease as 'Good to know'.",
     "You'll find tanned pages, plus approx 285 pages on it."),
    # r32-21 throw
    (81, "r32-21", "woocommerce", "professional", 4,
     "Garbled 'It has gift ready'; faux-fur selling point demoted to a 'Please note' caveat.",
     "It has gift ready, so it comes ready to give, with no wrapping needed."),
    (82, "r32-21", "bigcommerce", "luxury", 5,
     "Closest to a luxury voice in the set ('two looks in one'); still a dump; NOT real fur as a caveat.",
     "With reversible sherpa fleece back, it gives two looks in one: turn it over for a change."),
    (83, "r32-21", "magento", "technical", 4,
     "'Advantage of this part' template garble; gift readiness as a 'Benefit' line.",
     "Advantage of this part: gives two looks in one: turn it over for a change (reversible sherpa fleece back)."),
    (84, "r32-21", "generic", "casual", 5,
     "Readable and faithful; missing article ('You get reversible sherpa fleece back').",
     "You get reversible sherpa fleece back, so it gives two looks in one"),
    # r32-22 candle
    (85, "r32-22", "etsy", "professional", 4,
     "Scent notes split: only fig leaf is the 'profile', cassis and cedarwood become loose bullets; tags 'CLP label on base', none for fig or soy candle.",
     "The profile: scent notes: fig leaf."),
    (86, "r32-22", "amazon", "luxury", 3,
     "Stuttering bullet; fragrance reduced to fig leaf; 45 h burn and linalool allergen absent from bullets.",
     "ITS NOTES: Its scent story: scent notes: fig leaf."),
    (87, "r32-22", "walmart", "technical", 4,
     "Wax weight given as 'Holding capacity'; cassis/cedarwood as separate features; burn time missing from key features.",
     "Holding capacity: 220g / 7.8oz"),
    (88, "r32-22", "ebay", "casual", 4,
     "'What you notice: scent notes: fig leaf.' scent split; warning and linalool intact.",
     "What you notice: scent notes: fig leaf."),
    # r32-23 merino
    (89, "r32-23", "shopify", "professional", 5,
     "Faithful, care and NOT-superwash intact; opens on mulesing-free + model height, no comfort or warmth story.",
     "The Men's Merino Wool Crew Neck Jumper / Sweater is mulesing-free. Also of note: model is 6'1\" wearing M."),
    (90, "r32-23", "aliexpress", "luxury", 5,
     "Faithful, but 'Consider the ..., which is mulesing-free' is not a luxury voice.",
     "Consider the Men's Merino Wool Crew Neck Jumper / Sweater, which is mulesing-free."),
    (91, "r32-23", "target", "technical", 5,
     "Faithful spec list; fibre content filed as 'Additional features'.",
     "• Additional features: 100% extra fine merino wool (18.5 micron)"),
    (92, "r32-23", "facebook", "casual", 5,
     "Faithful, readable; flat two-line opener.",
     "Here's the Men's Merino Wool Crew Neck Jumper / Sweater. It's mulesing-free."),
    # r32-24 skillet
    (93, "r32-24", "woocommerce", "professional", 2,
     "Hob list split: 'Ceramic' bullet, and the meta calls the cast-iron skillet 'ceramic'; ceramic-hob compatibility lost.",
     "Pre-Seasoned Cast Iron Skillet 10.25\": ceramic, approx 2.5kg"),
    (94, "r32-24", "bigcommerce", "luxury", 2,
     "Says it is made of ceramic, then of cast iron, in consecutive sentences.",
     "fashioned from ceramic. Fashioned from cast iron"),
    (95, "r32-24", "magento", "technical", 2,
     "Material stated as ceramic in the first line of a technical sheet.",
     "Item: Pre-Seasoned Cast Iron Skillet 10.25\" in ceramic."),
    (96, "r32-24", "generic", "casual", 2,
     "'made of ceramic. Thanks to the cast iron' contradiction; Induction/Gas/Electric as loose bullets.",
     "Meet the Pre-Seasoned Cast Iron Skillet 10.25\", made of ceramic."),
    # r32-25 reading glasses
    (97, "r32-25", "etsy", "professional", 4,
     "8 tags, none for reading glasses or blue light glasses; fragments 'light filter lenses', 'medical device'. Body faithful.",
     "anti-glare coating, spring hinges, light filter lenses, filter lenses, lighter than acetate, medical device, Lightweight, Unisex"),
    (98, "r32-25", "amazon", "luxury", 5,
     "All warnings intact in a bullet, no policy talk; bullets wasted on 'ITS COLOR'; junk search terms.",
     "ITS COLOR: In Tortoiseshell (faux - no real tortoiseshell used)."),
    (99, "r32-25", "walmart", "technical", 6,
     "Clean, faithful key features; driving/eye-test warnings only in prose; flat.",
     "Parts: blue light filter lenses."),
    (100, "r32-25", "ebay", "casual", 6,
     "Faithful, readable, warnings intact; 'on them' phrasing; title drops colour.",
     "You'll find blue light filter lenses on them."),
]

# Defect codes per listing (used by --defects; see report.md for the classes)
#  S  safety / negation line damaged or detached from its subject
#  R  a use or compatibility turned into material or contents (false claim)
#  F  orphan fragment from a keyword split on an internal comma/hyphen
#  X  flaw, packaging, policy or clay type placed in the wrong role (feature / identity / care)
#  G  garbled sentence from slot-filling
#  I  invented or over-generalised claim not in the seller input
#  L  a seller fact silently lost
#  T  Etsy tags deficient (under 13, junk fragments, core term missing)
#  A  Amazon bullets / search terms deficient
#  P  platform fit: truncated title losing key spec, wrong-platform shipping, SEO cut mid-phrase
#  H  no hook: opens on a minor fact, benefit-free dump
D = {
    1: "TH", 2: "AH", 3: "H", 4: "PH",
    5: "GX", 6: "GX", 7: "GX", 8: "G",
    9: "XF", 10: "XF", 11: "XF", 12: "XF",
    13: "FLT", 14: "FLG", 15: "FLG", 16: "FL",
    17: "XH", 18: "XGH", 19: "XH", 20: "XH",
    21: "H", 22: "GH", 23: "H", 24: "H",
    25: "SFT", 26: "SFA", 27: "SFX", 28: "SF",
    29: "SFI", 30: "SFIL", 31: "SFIL", 32: "SFI",
    33: "H", 34: "H", 35: "H", 36: "H",
    37: "FLT", 38: "FLA", 39: "FLP", 40: "FLG",
    41: "FH", 42: "H", 43: "XI", 44: "FH",
    45: "P", 46: "PG", 47: "PX", 48: "P",
    49: "IGH", 50: "AH", 51: "H", 52: "P",
    53: "FLSP", 54: "FLSG", 55: "FLS", 56: "FLS",
    57: "RLI", 58: "RLI", 59: "RLI", 60: "RLGI",
    61: "TGH", 62: "GH", 63: "XG", 64: "PG",
    65: "H", 66: "H", 67: "X", 68: "G",
    69: "XH", 70: "XG", 71: "X", 72: "XH",
    73: "IXFT", 74: "IXFA", 75: "IXF", 76: "IXF",
    77: "XG", 78: "X", 79: "X", 80: "XG",
    81: "G", 82: "H", 83: "G", 84: "G",
    85: "FT", 86: "FGA", 87: "FX", 88: "F",
    89: "H", 90: "H", 91: "H", 92: "H",
    93: "RFLI", 94: "RFLI", 95: "RFLI", 96: "RFLI",
    97: "T", 98: "A", 99: "H", 100: "G",
}

SHORT = {
    "r32-01": "Brake pads (Golf Mk7)", "r32-02": "Guitar strings", "r32-03": "Griffin beakers",
    "r32-04": "Rainbow stacker", "r32-05": "Maple pecan granola", "r32-06": "Walkman WM-FX193",
    "r32-07": "HA + niacinamide serum", "r32-08": "Makita DHP485Z", "r32-09": "Dog harness",
    "r32-10": "2026 PDF planner", "r32-11": "Heirloom tomato seeds", "r32-12": "Boba Fett 1983",
    "r32-13": "Trekking poles", "r32-14": "TZe label tape", "r32-15": "Muslin swaddles",
    "r32-16": "Moonstone pendant", "r32-17": "CV rewrite service", "r32-18": "Darjeeling tea",
    "r32-19": "Polymer clay kit", "r32-20": "The Hobbit 1979", "r32-21": "Faux fur throw",
    "r32-22": "Fig & cassis candle", "r32-23": "Merino jumper", "r32-24": "Cast iron skillet",
    "r32-25": "Reading glasses",
}


def pct(n, d):
    return f"{100.0 * n / d:.0f}%"


def figures():
    s = [r[4] for r in R]
    n = len(s)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(s):.2f}")
    print(f"median: {statistics.median(s):g}")
    print(f"share >=8: {pct(sum(x >= 8 for x in s), n)}")
    print(f"share >=6: {pct(sum(x >= 6 for x in s), n)}")
    print(f"share <=2: {pct(sum(x <= 2 for x in s), n)}")
    print("histogram:")
    c = Counter(s)
    for k in range(10, 0, -1):
        print(f"  {k:>2} | {'#' * c[k]:<40} {c[k]}")
    for label, idx in (("tone", 3), ("platform", 2)):
        g = defaultdict(list)
        for r in R:
            g[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(g, key=lambda k: (statistics.mean(g[k]), k)):
            print(f"  {k:<12} {statistics.mean(g[k]):.2f}  (n={len(g[k])})")
    g = defaultdict(list)
    for r in R:
        g[r[1]].append(r[4])
    print("mean by product (lowest first):")
    for k in sorted(g, key=lambda k: (statistics.mean(g[k]), k)):
        print(f"  {k}  {SHORT[k]:<24} {statistics.mean(g[k]):.2f}")


def defects():
    names = {
        "S": "safety/negation line damaged or detached",
        "R": "use/compatibility turned into material or contents",
        "F": "orphan fragment from keyword split",
        "X": "fact in the wrong role (flaw/packaging/type as feature, identity or care)",
        "G": "garbled slot-filled sentence",
        "I": "invented or over-generalised claim",
        "L": "seller fact silently lost",
        "T": "Etsy tags deficient",
        "A": "Amazon bullets/search terms deficient",
        "P": "platform fit (title cut, wrong-platform shipping, SEO cut)",
        "H": "no hook / opens on a minor fact",
    }
    c = Counter(ch for v in D.values() for ch in v)
    for k, v in c.most_common():
        nos = [n for n, codes in D.items() if k in codes]
        print(f"{k} {v:>3}  {names[k]}  -> #{', #'.join(map(str, nos))}")


def check():
    here = os.path.dirname(os.path.abspath(__file__))
    text = open(os.path.join(here, "listings.md"), encoding="utf-8").read()
    bad = 0
    for r in R:
        if r[6] not in text:
            bad += 1
            print(f"NOT FOUND #{r[0]}: {r[6]!r}")
        head = f"## #{r[0]} {r[1]} · {r[2]} · {r[3]}"
        if head not in text:
            bad += 1
            print(f"HEADER MISMATCH #{r[0]}")
        if not 1 <= r[4] <= 10:
            bad += 1
    assert len(R) == 100 and [r[0] for r in R] == list(range(1, 101))
    assert set(D) == set(range(1, 101))
    print("all quotes and headers verified" if not bad else f"{bad} problems")


if __name__ == "__main__":
    if "--defects" in sys.argv:
        defects()
    elif "--check" in sys.argv:
        check()
    else:
        figures()
