#!/usr/bin/env python3
"""Blind review r33: 100 generated listings, scored 1-10 (capped by worst defect).

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
    # r33-01 Shimano chain
    (1, "r33-01", "etsy", "professional", 4,
     "Tags waste slots on split fragments 'speed only' and 'side faces out' (and UK 'push bike'); the buy-decision spec '11 speed only; 116 links' sits mid-paragraph after a second 'Further information:'; no hook.",
     "cycling, speed only, chains, side faces out"),
    (2, "r33-01", "amazon", "luxury", 4,
     "'11 speed only' and '116 links - cut to length' appear in none of the 5 bullets; 'STATE OF THE PIECE' is a jewellery label on a bike chain; 'THE FIT: It also fits' with nothing before it; search terms padded with 'push cycling'.",
     "STATE OF THE PIECE: New in box."),
    (3, "r33-01", "walmart", "technical", 6,
     "Sound: key features carry 11-speed, 116 links, both NOT lines. Flat 'Specs:/Details:' frame; quick link missing from key features.",
     "Details: 11 speed only; 116 links - cut to length. Included: SM-CN910 quick link."),
    (4, "r33-01", "ebay", "casual", 5,
     "Faithful, subtitle does the fitment job; but 'Good to know' used twice and the core spec filed as an afterthought.",
     "Good to know: 11 speed only; 116 links - cut to length. You also get SM-CN910 quick link."),
    # r33-02 Cuisinart coffee maker
    (5, "r33-02", "shopify", "professional", 5,
     "Opens on a rust claim the seller never made; programmable start and bold brew (the reasons to buy) sit in a bare list; faithful otherwise, open-box and shelf wear disclosed.",
     "resists rust and stands up to everyday use, because it is made of stainless steel"),
    (6, "r33-02", "aliexpress", "luxury", 5,
     "'Above all ... is BPA free' leads on the least exciting fact; invented rust benefit; luxury voice is stock phrasing.",
     "Above all, the Cuisinart DCC-3200P1 PerfecTemp 14-Cup Programmable Coffee Maker is BPA free and carafe top-rack dishwasher safe."),
    (7, "r33-02", "target", "technical", 5,
     "Flaw filed as 'Details: box has shelf wear'; warranty as a 'Feature'; invented rust 'Benefit'; characteristics printed twice.",
     "Details: box has shelf wear."),
    (8, "r33-02", "facebook", "casual", 6,
     "Clean, honest casual read with every fact; still stock frame and the inferred rust line.",
     "Stainless steel means it resists rust and stands up to everyday use."),
    # r33-03 Pyrex bowl
    (9, "r33-03", "woocommerce", "professional", 5,
     "All care / as-is lines intact; but no collector hook (1957-1968 Butterprint) and 'smoke free home' filed as condition.",
     "Condition: light utensil marks inside; no cracks; smoke free home. It has no chips."),
    (10, "r33-03", "bigcommerce", "luxury", 5,
     "Same faithful dump with a 'Its present condition:' luxury template; era and collectability never sold.",
     "Its present condition: light utensil marks inside; no cracks; smoke free home. No chips."),
    (11, "r33-03", "magento", "technical", 4,
     "Flaw sold as a feature in the spec list.",
     "Feature: pattern about 90% bright - slight fade on one side"),
    (12, "r33-03", "generic", "casual", 5,
     "Faithful, readable casual; fade sits among rundown bullets; no hook.",
     "Here's the condition: light utensil marks inside; no cracks; smoke free home. It's got no chips."),
    # r33-04 ESR iPhone case
    (13, "r33-04", "etsy", "professional", 4,
     "Only 12 tags, junk 'Pro ONLY', 'Clear', 'Black', 'charging friendly', no 'iPhone 15 Pro case'; opener runs screen edges, fit and drop test into one clause.",
     "MagSafe Case, Clear MagSafe Case, raised screen edges, Pro ONLY, cases"),
    (14, "r33-04", "amazon", "luxury", 4,
     "Only 4 bullets; 'THE FIT' bullet is about accessories; 'It should be said that' twice in a row; search terms lack 'iphone 15 pro case'.",
     "It should be said that it is NOT for iPhone 15 / 15 Plus / 15 Pro Max / 14 Pro. It should be said that the screen protector is NOT included."),
    (15, "r33-04", "walmart", "technical", 6,
     "Complete, correct key features with the NOT-for line; odd 'Parts:' label; flat.",
     "Parts: raised screen edges."),
    (16, "r33-04", "ebay", "casual", 6,
     "Faithful and readable; subtitle uses real protection claims; lead is screen edges rather than the 1500g magnet hold.",
     "Raised screen edges and drop tested to MIL-STD-810H"),
    # r33-05 whey protein
    (17, "r33-05", "shopify", "professional", 1,
     "Allergen statement shredded: SOY split off 'CONTAINS', 'Tree nuts' and 'Fish & shellfish' listed as product Details, facility line cut to 'eggs, wheat, peanuts.'; best-before as care.",
     "<p><strong>CONTAINS: MILK</strong></p>"),
    (18, "r33-05", "aliexpress", "luxury", 1,
     "Cross-contact allergens presented as 'More details'; SOY out of CONTAINS; facility line truncated.",
     "More details: tree nuts and fish & shellfish."),
    (19, "r33-05", "target", "technical", 1,
     "Allergens listed as product features; CONTAINS line lost SOY; facility warning truncated.",
     "• Feature: SOY (lecithin)\n• Feature: tree nuts"),
    (20, "r33-05", "facebook", "casual", 1,
     "Rundown bullets 'SOY (lecithin) / Tree nuts / Fish & shellfish' read as features; facility line truncated; expiry under 'Looking after it'.",
     "Looking after it: best before 08/2026, store in a cool dry place."),
    # r33-06 magnetic tiles
    (21, "r33-06", "woocommerce", "professional", 3,
     "Piece breakdown garbled and gift box counted among pieces; ASTM/CPSIA, food-grade ABS, BPA free and welded edges swallowed into the bold WARNING block.",
     "60 pcs: 32 small squares. They are supplied with a storage bag."),
    (22, "r33-06", "bigcommerce", "luxury", 3,
     "Same garbled count; one-item detail; certifications and materials buried inside the WARNING.",
     "In the detail: STEM educational toy. 60 pcs: 32 small squares."),
    (23, "r33-06", "magento", "technical", 3,
     "Packaging listed as parts and as a design feature; garbled count; selling points inside WARNING.",
     "Design features: 16 triangles, 8 large squares, 4 isosceles triangles, gift ready box"),
    (24, "r33-06", "generic", "casual", 3,
     "'plus a gift ready box on them' garble; one-bullet rundown; certs inside the WARNING run-on.",
     "plus a gift ready box on them."),
    # r33-07 Burt's Bees lip balm
    (25, "r33-07", "etsy", "professional", 2,
     "'Free of' negation split: bare bullets 'Phthalates' and 'Petrolatum & SLS' read as ingredients; tags 'phthalates', 'petrolatum & SLS' advertise what it is free of.",
     "• Free of parabens\n• Phthalates\n• Petrolatum & SLS"),
    (26, "r33-07", "amazon", "luxury", 5,
     "Truthful: free-of line intact, nut-oil safety leads. But 'It offers 2 tubes' filler, 'STATE OF THE PIECE' on lip balm, expiry among features and in search terms.",
     "THE DETAILS: It offers 2 tubes."),
    (27, "r33-07", "walmart", "technical", 2,
     "Key features list 'Phthalates' and 'Petrolatum & SLS' as features: negation inverted in the most-read field; cruelty-free dropped from key features.",
     "\"Free of parabens\",\n  \"Phthalates\","),
    (28, "r33-07", "ebay", "casual", 1,
     "Subtitle sells the opposite of the truth ('... and phthalates'); body repeats the split; 'You'll find 2 tubes on it.'",
     "2 tubes, shea butter & botanical waxes and phthalates"),
    # r33-08 leather keychain
    (29, "r33-08", "shopify", "professional", 4,
     "Personalisation (the reason to buy) buried in a 'Further information:' semicolon run; processing time, gift wrap fee and occasion listed as product details.",
     "<li>Processing time 3-5 business days</li><li>Gift wrap +$3</li><li>3rd wedding anniversary gift</li>"),
    (30, "r33-08", "aliexpress", "luxury", 4,
     "Order terms and gift occasion as 'details'; personalisation options crammed into one run-on 'Worth knowing'.",
     "Also: gift wrap +$3 and 3rd wedding anniversary gift."),
    (31, "r33-08", "target", "technical", 4,
     "Price add-on and gift occasion presented as specifications.",
     "• Feature: gift wrap +$3"),
    (32, "r33-08", "facebook", "casual", 4,
     "Processing time and gift wrap as rundown bullets; initials + date and colour choice relegated to 'Good to know'.",
     "Good to know: handmade to order; up to 3 initials + date"),
    # r33-09 Vego raised bed
    (33, "r33-09", "woocommerce", "professional", 3,
     "Lifespan turned into an age group: nonsense sentence; orphan bullet 'Pearl' from 'Pearl White'.",
     "It is intended for ages 20+ year lifespan."),
    (34, "r33-09", "bigcommerce", "luxury", 3,
     "Same 'ages 20+ year lifespan' nonsense as a standalone paragraph.",
     "It is conceived for ages 20+ year lifespan."),
    (35, "r33-09", "magento", "technical", 3,
     "Colour given as the build material of a steel bed; 'Target users: made for ages 20+ year lifespan.'",
     "Build material: pearl"),
    (36, "r33-09", "generic", "casual", 3,
     "'ages 20+ year lifespan' garble plus orphan '• Pearl'.",
     "It's made for ages 20+ year lifespan."),
    # r33-10 Fluval filter
    (37, "r33-10", "etsy", "professional", 3,
     "Included media turned into compatibility (buyer thinks C-Nodes/Bio-Screen are extra); tags 'GPH flow', 'includes foam pad', '120V 60Hz'.",
     "It is a good fit for C-Nodes & Bio-Screen."),
    (38, "r33-10", "amazon", "luxury", 3,
     "Same contents-as-use error; bullets omit NOT-for-turtle-tanks and rinse-NOT-tap lines; a whole bullet is '120V 60Hz.'",
     "It is well suited for C-Nodes & Bio-Screen."),
    (39, "r33-10", "walmart", "technical", 3,
     "Included media filed as 'Intended use'; 120V 60Hz printed three times.",
     "Intended use: for C-Nodes & Bio-Screen."),
    (40, "r33-10", "ebay", "casual", 3,
     "Included media sold as something the filter is 'great for'.",
     "It's great for C-Nodes & Bio-Screen."),
    # r33-11 Klein 11-in-1
    (41, "r33-11", "shopify", "professional", 4,
     "1/4\" nut driver silently lost on an 11-in-1 whose bit count is the product; opens on the grip; safety line intact.",
     "<li>5/16&quot; &amp; 3/8&quot; nut drivers</li>"),
    (42, "r33-11", "aliexpress", "luxury", 4,
     "1/4\" nut driver missing; luxury = 'Discover the'; safety line intact.",
     "#1 & #2 square recess and 5/16\" & 3/8\" nut drivers"),
    (43, "r33-11", "target", "technical", 4,
     "Handle filed as 'Parts'; 1/4\" nut driver missing from Specifications.",
     "Parts: a Cushion-Grip handle."),
    (44, "r33-11", "facebook", "casual", 4,
     "Readable, safety intact, but the 1/4\" nut driver is gone from the rundown.",
     "• 5/16\" & 3/8\" nut drivers\n• Double-ended heat-treated bits"),
    # r33-12 linen dress
    (45, "r33-12", "woocommerce", "professional", 3,
     "If-then fit advice split: 'if between sizes.' dangles and 'Size down' becomes a blanket bullet contradicting 'true to size'.",
     "Further information: true to size - if between sizes."),
    (46, "r33-12", "bigcommerce", "luxury", 3,
     "Same split: 'size down' listed as a detail of the dress.",
     "In the detail: relaxed fit, size down and bust 40&quot; / length 46&quot;."),
    (47, "r33-12", "magento", "technical", 3,
     "'Feature: size down' as a specification; condition stranded in Details.",
     "<li>Feature: size down</li>"),
    (48, "r33-12", "generic", "casual", 3,
     "'• Size down' bullet and a dangling 'if between sizes.'",
     "Good to know: true to size - if between sizes."),
    # r33-13 Lightroom presets
    (49, "r33-13", "etsy", "professional", 4,
     "Tags waste slots on single words ('Mobile', 'Desktop', 'DNG', 'XMP') and never say boho; commercial-use right filed as a caveat; 'Bundle come with 50 presets'.",
     "Please note: results vary depending on lighting & skin tone, personal & commercial use allowed."),
    (50, "r33-13", "amazon", "luxury", 4,
     "Commercial-use right under 'WORTH BEARING IN MIND'; search terms are leftovers, no 'boho lightroom presets'.",
     "free app classic CC PDF install guide lifetime access"),
    (51, "r33-13", "walmart", "technical", 4,
     "'Parts: 50 presets.'; commercial use glued to 'Results vary' in the Note.",
     "Parts: 50 presets."),
    (52, "r33-13", "ebay", "casual", 4,
     "Title cut drops 'Airy | DNG & XMP' (formats buyers search); commercial use in caveat.",
     "\"title\": \"50 Boho Lightroom Presets Bundle (Mobile + Desktop) - Warm Film, Moody\","),
    # r33-14 product photography service
    (53, "r33-14", "shopify", "professional", 5,
     "Faithful, but 'you ship product to our studio' is the last line, and the quote-first size limit is glued to the bonus lifestyle shot.",
     "Also of note: includes 1 lifestyle/flat lay shot; items over 20 lb or 24&quot; - quote first."),
    (54, "r33-14", "aliexpress", "luxury", 4,
     "'you ship product to our studio' dropped as 'shipping', but it is how the service works: buyer is never told to send the product.",
     "Discover the Professional Product Photography, with 10 final edited images."),
    (55, "r33-14", "target", "technical", 4,
     "Same loss of the send-us-your-product step; turnaround and rights as 'Feature'.",
     "Item: Professional Product Photography, with 10 final edited images."),
    (56, "r33-14", "facebook", "casual", 4,
     "Garbled for a service ('10 final edited images on it'); 'Meet the Professional Product Photography'.",
     "You'll find 10 final edited images on it."),
    # r33-15 Umbra mirror
    (57, "r33-15", "woocommerce", "professional", 5,
     "Faithful, scuff honestly disclosed; but a care instruction sits in Details and the opener is 'comes with a molded rubber frame'.",
     "<li>Clean glass with ammonia-free cleaner</li>"),
    (58, "r33-15", "bigcommerce", "luxury", 5,
     "Same care-as-detail; meta description says only 'offers a molded rubber frame'.",
     "hanging wire &amp; D-rings pre-attached and clean glass with ammonia-free cleaner"),
    (59, "r33-15", "magento", "technical", 4,
     "Care instruction labelled a product Feature; frame as 'Parts'.",
     "Feature: clean glass with ammonia-free cleaner"),
    (60, "r33-15", "generic", "casual", 5,
     "Clumsy 'You'll find a molded rubber frame on it'; care as rundown bullet; otherwise faithful.",
     "You'll find a molded rubber frame on it."),
    # r33-16 SmallRig batteries
    (61, "r33-16", "etsy", "professional", 5,
     "Faithful incl. NOT-compatible line; only 11 tags with 'Dual', 'Battery'; no 'NP-FZ100' or 'Sony battery' tag.",
     "Sony A7 III, Battery, LED indicators, Dual"),
    (62, "r33-16", "amazon", "luxury", 5,
     "Only 4 bullets, one spent on the USB-C cable; correct otherwise.",
     "PRESENTED WITH: It arrives with a USB-C cable."),
    (63, "r33-16", "walmart", "technical", 6,
     "Complete key features with both NOT lines; flat.",
     "Details: UN38.3 tested. Included: a USB-C cable."),
    (64, "r33-16", "ebay", "casual", 3,
     "Title cut ends at 'for Sony A7': the original A7 takes NP-FW50, which the seller excludes; the title now claims a fit that is false.",
     "Dual Charger for Sony A7\","),
    # r33-17 Manduka mat
    (65, "r33-17", "shopify", "professional", 4,
     "Roles swapped: the benefit 'sweat won't seep in' filed as a caveat, the chore 'needs break-in' listed as a detail; opens on OEKO-TEX.",
     "Good to know: closed-cell surface - sweat won't seep in."),
    (66, "r33-17", "aliexpress", "luxury", 4,
     "Benefit under 'A note'; 'It should be said that' twice; no hook.",
     "A note: closed-cell surface - sweat won't seep in."),
    (67, "r33-17", "target", "technical", 4,
     "'Feature: needs break-in'; thickness labelled 'Overall dimensions'; benefit under 'Note:'.",
     "Feature: needs break-in with coarse salt scrub"),
    (68, "r33-17", "facebook", "casual", 4,
     "Best property of the mat introduced as 'Heads up'.",
     "Heads up: closed-cell surface - sweat won't seep in."),
    # r33-18 Charizard PSA 10
    (69, "r33-18", "woocommerce", "professional", 4,
     "Opens on slab scratches with no hook for a PSA 10 Charizard; a shipping rule listed as a card detail.",
     "<li>Signature confirmation on orders over $250</li>"),
    (70, "r33-18", "bigcommerce", "luxury", 4,
     "Authenticity and a shipping rule glued into one 'In addition'.",
     "In addition: 100% authentic - pulled by me from sealed booster and signature confirmation on orders over $250."),
    (71, "r33-18", "magento", "technical", 4,
     "Shipping rule as a 'Feature' of the card; 'Feature: English'.",
     "Feature: signature confirmation on orders over $250"),
    (72, "r33-18", "generic", "casual", 4,
     "Leads with the flaw; signature-confirmation rule in the card rundown.",
     "Here's the condition: slab has light surface scratches (card unaffected)."),
    # r33-19 LAMY safari
    (73, "r33-19", "etsy", "professional", 4,
     "Second sentence sells the packaging; no 'LAMY' or 'medium nib' tag, 'ABS plastic body' wastes one.",
     "Thanks to a gift box, it comes ready to give, with no wrapping needed."),
    (74, "r33-19", "amazon", "luxury", 4,
     "First bullet is the gift box; T10-ONLY fit line and India-ink warning absent from bullets.",
     "READY TO GIVE: It comes ready to give, with no wrapping needed, owing to a gift box."),
    (75, "r33-19", "walmart", "technical", 4,
     "Gift box called a part with an 'Advantage'; 'Gift box' as a key feature; care repeated as a tech spec.",
     "Advantage of this part: comes ready to give, with no wrapping needed (gift box)."),
    (76, "r33-19", "ebay", "casual", 4,
     "Title cut leaves dangling 'Converter & 5'; subtitle spent on 'ABS plastic body'; gift-box lead.",
     "\"title\": \"LAMY safari Fountain Pen, Medium (M) Nib - Charcoal Black + Z28 Converter & 5\","),
    # r33-20 Vic Firth 5A
    (77, "r33-20", "shopify", "professional", 6,
     "Faithful, tidy; flat opener on 'new in sleeve'; wood tip never named in body.",
     "Here is the Vic Firth American Classic 5A Drumsticks, which are new in sleeve."),
    (78, "r33-20", "aliexpress", "luxury", 5,
     "Luxury is 'Consider ... which are new in sleeve' and 'It should be said'; 'Presented as: 4 pairs.'",
     "Presented as: 4 pairs."),
    (79, "r33-20", "target", "technical", 5,
     "'Scope of delivery:' used for something NOT delivered; flat spec list.",
     "Scope of delivery: the nylon tip version is sold separately."),
    (80, "r33-20", "facebook", "casual", 6,
     "Natural casual read, all facts present; no hook.",
     "You can use them for rock, jazz & practice pad."),
    # r33-21 huggie hoops
    (81, "r33-21", "woocommerce", "professional", 4,
     "'gift box & pouch included' filed under Care; solid sterling base (the main selling point) buried in 'Further information'.",
     "polish with soft cloth only - NO silver dip, gift box &amp; pouch included"),
    (82, "r33-21", "bigcommerce", "luxury", 4,
     "Luxury opener on '2mm thick'; gift box under 'Its care'.",
     "Their proportions: 2mm thick."),
    (83, "r33-21", "magento", "technical", 4,
     "Gift box under Maintenance; meta says '2mm thick' twice.",
     "nickel free & lead free and 2mm thick."),
    (84, "r33-21", "generic", "casual", 4,
     "Gift box in the care line; sterling base as 'One more thing'.",
     "To keep them looking good: remove before swimming, showering & gym, polish with soft cloth only - NO silver dip, gift box & pouch included."),
    # r33-22 MSR PocketRocket
    (85, "r33-22", "etsy", "professional", 4,
     "Packaging sold in sentence two; used condition reduced to a Details bullet; 9 tags incl. 'original box stove'.",
     "original box, folding pot supports, hard protective case, original box stove"),
    (86, "r33-22", "amazon", "luxury", 4,
     "A bullet spent on the box; fuel-not-included, no-igniter and used condition missing from bullets.",
     "THE DETAILS: It offers an original box."),
    (87, "r33-22", "walmart", "technical", 4,
     "Box as 'Parts' and as a key feature; no-igniter missing from key features.",
     "Parts: an original box."),
    (88, "r33-22", "ebay", "casual", 3,
     "'You'll find an original box on it.'; subtitle sells the box; title cut drops 'Fuel NOT Included'.",
     "You'll find an original box on it."),
    # r33-23 VIOFO dash cam
    (89, "r33-23", "shopify", "professional", 4,
     "'fits most cars, trucks & SUVs' split into 'It also fits most cars.' and an orphan bullet; heat-proof supercapacitor buried among not-included items.",
     "<li>Trucks &amp; SUVs</li>"),
    (90, "r33-23", "aliexpress", "luxury", 4,
     "Orphan 'In addition: trucks & SUVs.'",
     "In addition: trucks & SUVs."),
    (91, "r33-23", "target", "technical", 4,
     "'Feature: trucks & SUVs'.",
     "• Feature: trucks & SUVs"),
    (92, "r33-23", "facebook", "casual", 4,
     "Opener 'And it fits most cars.' then '• Trucks & SUVs' orphan.",
     "You're looking at the VIOFO A129 Plus Duo Front & Rear Dash Cam 2K 1440P + 1080P. And it fits most cars."),
    # r33-24 Avent bottles
    (93, "r33-24", "woocommerce", "professional", 4,
     "Packaging as a feature in lead and meta; WARNING and inspect line intact.",
     "is top-rack dishwasher safe, with an anti-colic valve and a new sealed box."),
    (94, "r33-24", "bigcommerce", "luxury", 4,
     "'complete with an anti-colic valve and a new sealed box'.",
     "and complete with an anti-colic valve and a new sealed box."),
    (95, "r33-24", "magento", "technical", 4,
     "Sealed box listed as a design feature of the bottle.",
     "Design features: anti-colic valve, new sealed box"),
    (96, "r33-24", "generic", "casual", 4,
     "'it's got an anti-colic valve, plus a new sealed box'.",
     "and it's got an anti-colic valve, plus a new sealed box."),
    # r33-25 Ulike IPL
    (97, "r33-25", "etsy", "professional", 5,
     "All contraindications intact; money-back guarantee as a Detail; '9 energy levels' absent from body; tags 'devices', 'pulsed light'.",
     "• 90 day manufacturer money-back guarantee\n• FDA cleared"),
    (98, "r33-25", "amazon", "luxury", 4,
     "No bullet carries a contraindication (skin tone, hair colour, tattoos/eyes): description only; 'STATE OF THE PIECE: Open box - unused.'",
     "STATE OF THE PIECE: Open box - unused."),
    (99, "r33-25", "walmart", "technical", 6,
     "Key features carry the NOT-for lines; tattoo/eye warning only in description; duplicated spec block.",
     "Certifications: FDA cleared\nOperating instructions: shave before each session"),
    (100, "r33-25", "ebay", "casual", 5,
     "Faithful with warnings intact; subtitle wasted on 'Sapphire ice-cooling contact window'.",
     "\"subtitle\": \"Sapphire ice-cooling contact window\","),
]

# defect classes per listing (see defects() for names)
D = {
    1: "TH", 2: "AH", 3: "H", 4: "H",
    5: "IH", 6: "IH", 7: "XI", 8: "IH",
    9: "HX", 10: "H", 11: "X", 12: "H",
    13: "TG", 14: "AH", 15: "H", 16: "H",
    17: "SFX", 18: "SF", 19: "SF", 20: "SFX",
    21: "FXG", 22: "FXG", 23: "FX", 24: "FXG",
    25: "SFT", 26: "AH", 27: "SF", 28: "SFPG",
    29: "XH", 30: "XH", 31: "X", 32: "XH",
    33: "GFX", 34: "GX", 35: "XGF", 36: "GF",
    37: "RT", 38: "RA", 39: "R", 40: "R",
    41: "LH", 42: "LH", 43: "LX", 44: "L",
    45: "SF", 46: "SF", 47: "SF", 48: "SF",
    49: "TXG", 50: "AX", 51: "XH", 52: "PX",
    53: "XH", 54: "LX", 55: "LX", 56: "G",
    57: "XH", 58: "XH", 59: "X", 60: "GX",
    61: "T", 62: "A", 63: "H", 64: "PI",
    65: "XH", 66: "XH", 67: "X", 68: "X",
    69: "XH", 70: "XH", 71: "X", 72: "XH",
    73: "XT", 74: "XA", 75: "X", 76: "PX",
    77: "H", 78: "H", 79: "H", 80: "H",
    81: "XH", 82: "XH", 83: "XG", 84: "X",
    85: "XT", 86: "XA", 87: "X", 88: "XGP",
    89: "FX", 90: "FG", 91: "F", 92: "F",
    93: "X", 94: "X", 95: "X", 96: "X",
    97: "TH", 98: "A", 99: "H", 100: "PH",
}

SHORT = {
    "r33-01": "Shimano 11sp chain", "r33-02": "Cuisinart coffee maker", "r33-03": "Pyrex Butterprint bowl",
    "r33-04": "ESR iPhone 15 Pro case", "r33-05": "ON Gold Std whey", "r33-06": "PicassoTiles 60pc",
    "r33-07": "Burt's Bees tinted balm", "r33-08": "Leather keychain", "r33-09": "Vego raised bed",
    "r33-10": "Fluval C4 filter", "r33-11": "Klein 11-in-1", "r33-12": "Linen shirt dress",
    "r33-13": "Lightroom presets", "r33-14": "Photography service", "r33-15": "Umbra Hub mirror",
    "r33-16": "SmallRig NP-FZ100", "r33-17": "Manduka PRO mat", "r33-18": "Charizard PSA 10",
    "r33-19": "LAMY safari", "r33-20": "Vic Firth 5A", "r33-21": "Huggie hoops",
    "r33-22": "MSR PocketRocket 2", "r33-23": "VIOFO A129 Duo", "r33-24": "Avent bottles",
    "r33-25": "Ulike Air 3 IPL",
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


NAMES = {
    "S": "safety/allergen/negation/if-then line damaged, split or inverted",
    "F": "orphan fragment from keyword split",
    "X": "fact in the wrong role (packaging/policy/care/flaw as feature, benefit as caveat)",
    "R": "included contents turned into use/compatibility",
    "G": "garbled slot-filled sentence",
    "I": "invented or over-generalised claim",
    "L": "seller fact silently lost",
    "T": "Etsy tags deficient",
    "A": "Amazon bullets/search terms deficient",
    "P": "platform fit (eBay title cut, subtitle)",
    "H": "no hook / flat template opening",
}


def defects():
    c = Counter(ch for v in D.values() for ch in v)
    for k, v in c.most_common():
        nos = [n for n, codes in D.items() if k in codes]
        print(f"{k} {v:>3}  {NAMES[k]}  -> #{', #'.join(map(str, nos))}")


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
            print(f"SCORE OUT OF RANGE #{r[0]}")
    if len(R) != 100 or [r[0] for r in R] != list(range(1, 101)):
        bad += 1
        print("R must hold entries 1..100 in order")
    if set(D) != set(range(1, 101)) or any(ch not in NAMES for v in D.values() for ch in v):
        bad += 1
        print("D must cover 1..100 with known codes")
    if bad:
        print(f"{bad} problems")
        sys.exit(1)
    print("all 100 quotes and headers verified")


if __name__ == "__main__":
    if "--defects" in sys.argv:
        defects()
    elif "--check" in sys.argv:
        check()
    else:
        figures()
