#!/usr/bin/env python3
"""Blind review r34: 100 generated listings, scored 1-10 (capped by worst defect).

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
    # r34-01 Shun Classic chef's knife
    (1, "r34-01", "etsy", "professional", 5,
     "Faithful: both NOT lines and the right-handed D handle survive. But no hook for a premium Japanese knife, 'Further information:' twice, and tags spend slots on 'gift box', '60-61 HRC', 'knife' while missing 'japanese chef knife' / 'damascus knife'.",
     "Further information: D-shaped handle (right-handed); made in Seki Japan."),
    (2, "r34-01", "amazon", "luxury", 4,
     "Bullets are label swaps ('FURTHER DETAILS', 'FINER POINTS') pairing hardness with 'new old stock'; the right-handed handle (a fit limit) is in no bullet; search terms are split debris ('degree edge side') with no 'chef knife' or 'damascus'. No luxury voice.",
     "FINER POINTS: 60-61 HRC and new old stock."),
    (3, "r34-01", "walmart", "technical", 5,
     "Key features complete and correct; description says the gift box is 'Inside the box' and prints the care line twice, the second time as a 'Technical specification'.",
     "Inside the box: a gift box."),
    (4, "r34-01", "ebay", "casual", 5,
     "Readable and honest; subtitle uses the two real selling specs. Still a stock frame with 'Good to know' twice and condition ('New old stock') filed as rundown spec.",
     "Good to know: D-shaped handle (right-handed); made in Seki Japan. You also get a gift box."),
    # r34-02 Vintage Oushak rug
    (5, "r34-02", "shopify", "professional", 4,
     "'brings ... circa 1970s' is a garbled slot fill; the moth nibble flaw sits in the Details list beside the pile height; SEO title cut to a dangling slash. No word on the faded rose & sage palette or hand-knotting, which are the reasons to buy.",
     "SEO title:\nVintage Turkish Oushak Hand-Knotted Wool Rug 5'2\" x 7'8\" /"),
    (6, "r34-02", "aliexpress", "luxury", 4,
     "Same garble ('... cotton foundation and circa 1970s'); the moth damage is one of 'Its details in brief'. Luxury voice is just 'Presenting the'.",
     "Its details in brief: low even pile approx 0.3\" and minor moth nibble near one corner (see photo 6)."),
    (7, "r34-02", "target", "technical", 4,
     "A flaw is labelled a Feature; 'Key specs: ... and circa 1970s'.",
     "• Feature: minor moth nibble near one corner (see photo 6)"),
    (8, "r34-02", "facebook", "casual", 5,
     "Honest casual read with shipping and return terms where they belong; 'plus circa 1970s' garble, flaw in the rundown list, no hook.",
     "100% wool pile on cotton foundation, plus circa 1970s"),
    # r34-03 Canon 70-200 lens
    (9, "r34-03", "woocommerce", "professional", 3,
     "Flaws sold as what the lens 'offers', and the meta description leads with cleaning marks and paint wear. The strong proof points (IS/AF tested, no fungus/haze) come second.",
     "The Canon EF 70-200mm f/2.8L IS II USM Lens (used) offers light cleaning marks on front element no effect on images, paint wear on tripod collar foot and zoom & focus rings smooth."),
    (10, "r34-03", "bigcommerce", "luxury", 3,
     "'Consider the lens ... with light cleaning marks ... paint wear': flaws presented as its attributes, in the opening line and again in the meta.",
     "Consider the Canon EF 70-200mm f/2.8L IS II USM Lens (used), with light cleaning marks on front element no effect on images, paint wear on tripod collar foot and zoom & focus rings smooth."),
    (11, "r34-03", "magento", "technical", 3,
     "Flaws filed as 'Highlights'; the meta is called 'specifications' but lists only the flaws.",
     "Highlights: light cleaning marks on front element no effect on images, paint wear on tripod collar foot and zoom & focus rings smooth."),
    (12, "r34-03", "generic", "casual", 3,
     "'Meet the lens: light cleaning marks ..., paint wear ...' introduces the lens by its flaws; a one-bullet rundown.",
     "Meet the Canon EF 70-200mm f/2.8L IS II USM Lens (used): light cleaning marks on front element no effect on images, paint wear on tripod collar foot, plus zoom & focus rings smooth."),
    # r34-04 Nutcase toddler helmet
    (13, "r34-04", "etsy", "professional", 4,
     "Safety lines intact. Tags are junk ('mip', 'pinched chins', 'fit adjuster', 'protection system') and none reads 'toddler bike helmet'; grammar slip 'a removable washable pads'.",
     "Nutty MIPS, mip, protection system, no pinched chins, pinched chins, fit adjuster"),
    (14, "r34-04", "amazon", "luxury", 4,
     "Leads the bullets with the replace-after-crash line (fine), but ages 2-5 and NOT-for-motorsport are in no bullet; 'THE DETAILS: ... 11 vents' wastes a bullet; search terms end in 'mip' and lack 'toddler helmet'.",
     "searchTerms\": \"vents brain protection system magnetic Fidlock buckle no pinched chins dial fit adjuster CPSC certified fits head ages 2-5 approx removable washable pads spare set mip"),
    (15, "r34-04", "walmart", "technical", 5,
     "Complete key features with both safety lines; description calls the vents 'Parts' and has the 'a ... pads' slip.",
     "Parts: 11 vents."),
    (16, "r34-04", "ebay", "casual", 5,
     "Warm and readable; but the subtitle sells '11 vents' and the dial instead of MIPS, the main reason a parent pays for this helmet.",
     "11 vents, CPSC certified and dial fit adjuster"),
    # r34-05 ghd Helios dryer
    (17, "r34-05", "shopify", "professional", 5,
     "Faithful, voltage and hygiene-return lines intact; leads with a derived 'no motor brushes to wear out' (true, but weak for a premium dryer) and drops the article: 'because it has 1875W brushless motor'.",
     "has no motor brushes to wear out, because it has 1875W brushless motor"),
    (18, "r34-05", "aliexpress", "luxury", 5,
     "Faithful; title stuffed with ', brand new sealed, aeroDYNAMIC airflow'; luxury is 'Consider the' plus 'In the detail:'.",
     "ghd Helios Professional Hair Dryer 1875W - Plum, US Plug, brand new sealed, aeroDYNAMIC airflow"),
    (19, "r34-05", "target", "technical", 5,
     "Clean spec layout, all caveats intact; flat, no reason to buy beyond the list.",
     "Benefit: has no motor brushes to wear out (1875W brushless motor)."),
    (20, "r34-05", "facebook", "casual", 5,
     "Readable casual; 'You get 1875W brushless motor' article slip; stock frame.",
     "You get 1875W brushless motor, so it has no motor brushes to wear out."),
    # r34-06 Hand-knit beanie
    (21, "r34-06", "woocommerce", "professional", 5,
     "Wool-allergy line verbatim. A custom-colour offer sits in the Details list; 'It also fits' with nothing before it; nothing about hand-knitting or warmth.",
     "It also fits head 21-23\"."),
    (22, "r34-06", "bigcommerce", "luxury", 5,
     "Faithful; an offer ('custom colours available message me') read as a detail; no luxury vocabulary for a hand-made piece.",
     "Its details in brief: double brim fold up, detachable faux fur pom (snap button) and custom colours available message me."),
    (23, "r34-06", "magento", "technical", 4,
     "An offer labelled a Feature; the smoke-free home and the made-to-order lead time both filed as 'Details:'.",
     "Feature: custom colours available message me"),
    (24, "r34-06", "generic", "casual", 5,
     "Honest casual read; 'One more thing' twice; offer in the rundown list.",
     "One more thing: smoke free pet free home."),
    # r34-07 Rumours LP
    (25, "r34-07", "etsy", "professional", 3,
     "The record is introduced as 'The Fleetwood Mac' (the band, not Rumours); the body never names the album, 1977 or BSK 3010; only 9 tags, including 'macs' and 'Inner'.",
     "The Fleetwood Mac comes with an original printed inner sleeve and is play-graded on Technics SL-1200."),
    (26, "r34-07", "amazon", "luxury", 3,
     "Only 3 bullets; the grading bullet lumps the sleeve defects and the pressing together; 'Consider the Fleetwood Mac'; search terms padded with 'macs'.",
     "OF NOTE: Record stored outside jacket to prevent further seam split."),
    (27, "r34-07", "walmart", "technical", 3,
     "Title lost the year and left an empty bracket; the 1977 original-pressing fact is now nowhere. Sleeve ringwear and seam split listed under 'Feature list'.",
     "Fleetwood Mac - Rumours LP ( Warner Bros BSK 3010) Original US Pressing w/ Inner Sleeve"),
    (28, "r34-07", "ebay", "casual", 4,
     "Honest grading, shipping mention fits eBay; but 'Meet the Fleetwood Mac.' introduces the band instead of the record; 'Good to know' twice.",
     "Meet the Fleetwood Mac. It's play-graded on Technics SL-1200"),
    # r34-08 Sofa slipcover
    (29, "r34-08", "shopify", "professional", 4,
     "'offers ... and pet friendly hides scratches' is a garbled fill; the included pillow covers get lumped with a measuring instruction; eBay 'feedback' wording on an own-store page.",
     "offers 4-way stretch polyester/spandex velvet and pet friendly hides scratches"),
    (30, "r34-08", "aliexpress", "luxury", 4,
     "Same garble in a 'Presenting the' frame; 'Of note:' used to introduce what's in the box.",
     "Of note: 2 x 18\"x18\" pillow covers (inserts NOT included); please measure before ordering."),
    (31, "r34-08", "target", "technical", 4,
     "'Key specs' includes 'pet friendly hides scratches' as a spec; pillow covers filed as 'Details' along with the measuring instruction.",
     "Key specs: 4-way stretch polyester/spandex velvet and pet friendly hides scratches."),
    (32, "r34-08", "facebook", "casual", 4,
     "'plus pet friendly hides scratches. Plus, it fits' - garbled and repetitive; the pillow covers come in as 'One more thing'.",
     "plus pet friendly hides scratches. Plus, it fits sofa"),
    # r34-09 Resistance bands
    (33, "r34-09", "woocommerce", "professional", 5,
     "Latex/age/inspection block bold and verbatim - well done. But the door anchor is missing from the body, 'stack up to 150 lbs' (the headline) is relegated to 'Also of note', and the opener leads with handles.",
     "The Resistance Bands Set 11pc come with 2 foam handles and 2 ankle straps."),
    (34, "r34-09", "bigcommerce", "luxury", 4,
     "'Among the details of the Resistance Bands Set 11pc:' is a broken opener; meta sells only handles and straps; no door anchor.",
     "Among the details of the Resistance Bands Set 11pc: 2 foam handles and 2 ankle straps."),
    (35, "r34-09", "magento", "technical", 5,
     "Clean specs and safety block; door anchor missing from body; 150-lb stacking filed under 'Notes'.",
     "Notes: stack up to 150 lbs; 90-day free replacement if a band snaps."),
    (36, "r34-09", "generic", "casual", 4,
     "'2 ankle straps on them' implies the accessories are attached to the bands; no door anchor; headline capacity lumped with the replacement promise under 'Good to know'.",
     "You'll find 2 foam handles, plus 2 ankle straps on them."),
    # r34-10 Cat tree
    (37, "r34-10", "etsy", "professional", 4,
     "Only 12 tags, including 'min assembly', 'wrapped posts' and 'particle board' (a weakness used as a search tag); no 'cat tower' / 'cat condo'.",
     "pet supplies, min assembly, towers, sisal wrapped posts, wrapped posts, particle board"),
    (38, "r34-10", "amazon", "luxury", 4,
     "A whole bullet spent on 'It is 56 in tall.'; spot-clean-only and 'for kittens & adult cats' in no bullet; search terms are word salad ('base natural wrapped plush covered').",
     "THE DETAILS: It is 56 in tall."),
    (39, "r34-10", "walmart", "technical", 5,
     "Complete key features with the 18-lb limit; 'Target users: made for' garble; care printed twice, the second time as a tech spec.",
     "Target users: made for kittens & adult cats."),
    (40, "r34-10", "ebay", "casual", 5,
     "Faithful, anti-tip strap and weight limits clear; subtitle is only dimensions; 'One more thing' twice.",
     "56 in tall and base 19.7\" x 19.7\""),
    # r34-11 PENN Battle III
    (41, "r34-11", "shopify", "professional", 4,
     "The opener defines the reel by its rinse history; 'Condition: excellent condition'; two facts merged into one bullet, so it reads as 'rings on spool, saltwater & freshwater'.",
     "Line capacity rings on spool, saltwater & freshwater"),
    (42, "r34-11", "aliexpress", "luxury", 4,
     "Title stuffed with 'rinsed with fresh water after every use'; the rinse history is its defining clause.",
     "PENN Battle III 4000 Spinning Reel - BTLIII4000, Used Twice, rinsed with fresh water after every use"),
    (43, "r34-11", "target", "technical", 4,
     "'Inside the box: a box & manual' is a garbled fill; merged capacity/water bullet.",
     "Inside the box: a box & manual."),
    (44, "r34-11", "facebook", "casual", 4,
     "Same garble ('Inside the box, you'll find a box'); otherwise a readable casual dump with the rod and line exclusions intact.",
     "Inside the box, you'll find a box & manual."),
    # r34-12 FH Group seat covers
    (45, "r34-12", "woocommerce", "professional", 4,
     "The rear-fit fact is split into an orphan bullet ('50/50 & 60/40 split bench'); airbag compatibility, the key safety selling point, is buried under 'Also of note'.",
     "Also of note: airbag compatible tear-away side seams; includes 2 front bucket covers rear bench cover & 5 headrest covers."),
    (46, "r34-12", "bigcommerce", "luxury", 5,
     "Split-bench fit reads correctly here and the NOT line is intact; still a flat 'Here are the' dump with airbag safety under 'Of note'.",
     "Their details in brief: rear covers fit 40/60, 50/50 & 60/40 split bench and universal fit - check your seat dimensions."),
    (47, "r34-12", "magento", "technical", 4,
     "Fit split into fragments: 'Feature: 50/50 & 60/40 split bench' loses its subject; a fitting instruction is labelled a Feature.",
     "Feature: 50/50 & 60/40 split bench"),
    (48, "r34-12", "generic", "casual", 4,
     "Orphan rundown bullet; airbag seams and the contents list dumped together as 'One more thing'.",
     "One more thing: airbag compatible tear-away side seams; includes 2 front bucket covers rear bench cover & 5 headrest covers."),
    # r34-13 Baratza Encore ESP
    (49, "r34-13", "etsy", "professional", 4,
     "'offers ... and hopper holds 8 oz beans' garble; the 40 settings from espresso to French press (the reason to buy) are under 'Also of note'; tags waste slots on 'Open Box', 'grinder', 'Black grinder' and have no 'espresso grinder'.",
     "Also of note: 40 grind settings espresso to French press; 120V US only."),
    (50, "r34-13", "amazon", "luxury", 4,
     "Bullet 1 is the box's shelf wear; the grind range sits in a last 'OF NOTE' bullet along with the voltage; warranty in no bullet; luxury is just labels.",
     "ITS CONDITION: Open box - outer box shelf wear unit never used."),
    (51, "r34-13", "walmart", "technical", 6,
     "Sound: key features cover condition, burrs, range, voltage, the NOT line and warranty; description clear. Flat, and the dosing cup is missing from the key features.",
     "Note: NOT for spices or nuts. It comes with a 1-year manufacturer warranty."),
    (52, "r34-13", "ebay", "casual", 5,
     "Honest and complete with free shipping where it belongs; 'plus hopper holds 8 oz beans' garble; 'Good to know' twice.",
     "M2 40mm hardened steel conical burrs, espresso micro-adjust range, plus hopper holds 8 oz beans"),
    # r34-14 Walnut wall clock
    (53, "r34-14", "shopify", "professional", 4,
     "The battery line is garbled into 'the runs on 1 x AA battery is NOT included'; brass hands are missing from the body; the Details list has one bullet; 'each wood grain unique colour may vary' is not a sentence.",
     "Please note that the runs on 1 x AA battery is NOT included."),
    (54, "r34-14", "aliexpress", "luxury", 4,
     "Same broken battery line; handmade walnut, a natural luxury story, is told as 'Worth knowing: handmade in Vermont.'",
     "The runs on 1 x AA battery is NOT included."),
    (55, "r34-14", "target", "technical", 4,
     "Garbled 'Scope of delivery' battery line; only one spec bullet.",
     "Scope of delivery: the runs on 1 x AA battery is NOT included."),
    (56, "r34-14", "facebook", "casual", 4,
     "Garbled battery line; a one-bullet rundown.",
     "Heads up: the runs on 1 x AA battery is NOT included."),
    # r34-15 Crochet pattern PDF
    (57, "r34-15", "woocommerce", "professional", 5,
     "Digital/licence lines verbatim and clear. But it opens on the page count, and the size range XS-5XL and the cardigan itself appear only in the title.",
     "The Crochet Pattern PDF comes with 24 pages."),
    (58, "r34-15", "bigcommerce", "luxury", 4,
     "Same dump; the meta description is 'which offers 24 pages' - useless for search; sizes absent from the body.",
     "Discover the Crochet Pattern PDF, which offers 24 pages."),
    (59, "r34-15", "magento", "technical", 5,
     "Clear spec list and licence notes; 'Feature: instant digital download' is a delivery mode, not a feature; sizes absent from the body.",
     "Item: Crochet Pattern PDF, with 24 pages."),
    (60, "r34-15", "generic", "casual", 5,
     "Readable and faithful; 'It comes with 24 pages' as the hook; sizes XS-5XL absent from the body.",
     "Here's the Crochet Pattern PDF. It comes with 24 pages."),
    # r34-16 Chemistry tutoring
    (61, "r34-16", "etsy", "professional", 3,
     "'offers qualified teacher' garble; the free intro call is filed as 'How to use'; only 9 tags, including 'cancellation policy', 'paper practice', 'Online', and none for GCSE or A-Level.",
     "How to use: free 15 min intro call."),
    (62, "r34-16", "amazon", "luxury", 3,
     "Only 4 bullets; the intro call is filed as 'IN USE'; search terms contain 'block sessions off'; no GCSE/A-Level in the terms.",
     "IN USE: Free 15 min intro call."),
    (63, "r34-16", "walmart", "technical", 3,
     "The tutor's experience is a 'Key spec', the discount a 'Further spec', and the intro call 'Operating instructions' - wrong roles throughout.",
     "Operating instructions: free 15 min intro call"),
    (64, "r34-16", "ebay", "casual", 3,
     "Title cut mid-bracket so OCR is lost and the bracket never closes; 'How to use it: free 15 min intro call.'",
     "1:1 Online GCSE & A-Level Chemistry Tutoring - 60 Min Session (AQA, Edexcel\""),
    # r34-17 Catan
    (65, "r34-17", "shopify", "professional", 4,
     "The game 'brings ... cards show light shuffle wear' - wear sold alongside completeness; choking warning verbatim and bold.",
     "brings complete - counted piece by piece, 3-4 players base + 5-6 extension and cards show light shuffle wear"),
    (66, "r34-17", "aliexpress", "luxury", 4,
     "'with ... cards show light shuffle wear' - flaw as attribute; stock 'Consider the'.",
     "Consider the Catan Board Game 5th Edition (used), with complete - counted piece by piece"),
    (67, "r34-17", "target", "technical", 4,
     "Shuffle wear listed under 'Highlights'; 'Feature: 60-120 min' with no unit label (play time).",
     "Highlights: 3-4 players base + 5-6 extension, complete - counted piece by piece and cards show light shuffle wear."),
    (68, "r34-17", "facebook", "casual", 4,
     "'plus cards show light shuffle wear' as a selling point; otherwise honest.",
     "plus cards show light shuffle wear"),
    # r34-18 Badger sunscreen
    (69, "r34-18", "woocommerce", "professional", 3,
     "The seller's 'contains sunflower oil & beeswax' disclosure is recast as a material in a broken sentence; 'leaves no scent behind to clash' is filler; expiry listed as a Detail.",
     "is made of contains sunflower oil & beeswax"),
    (70, "r34-18", "bigcommerce", "luxury", 3,
     "'in contains sunflower oil & beeswax' - the contains line mangled into the opening clause.",
     "in contains sunflower oil & beeswax"),
    (71, "r34-18", "magento", "technical", 4,
     "The contains line is labelled 'Material:'; expiry is a 'Feature'. Baby warning intact.",
     "Material: contains sunflower oil & beeswax."),
    (72, "r34-18", "generic", "casual", 3,
     "'made of contains sunflower oil & beeswax' - broken opener around the ingredient disclosure.",
     "made of contains sunflower oil & beeswax"),
    # r34-19 Beard oil
    (73, "r34-19", "etsy", "professional", 2,
     "False claim: this cedarwood & orange oil is said to leave 'no scent behind' because an unscented version exists on request. Scent notes and carrier oils relabelled 'Also known as'; 'as it has vegan no parabens' garble; tags generic ('grooming supplies', 'oils').",
     "It has unscented version available on request, so it leaves no scent behind to clash with anything else."),
    (74, "r34-19", "amazon", "luxury", 2,
     "A bullet titled 'NO ADDED SCENT' on a scented oil; 'owing to vegan no parabens'; 'Sometimes called:' for the scent notes.",
     "NO ADDED SCENT: It leaves no scent behind to clash with anything else; unscented version available on request sees to that."),
    (75, "r34-19", "walmart", "technical", 2,
     "'Advantage of this part: leaves no scent behind' - false for this product; 'Also listed as:' for ingredients; care printed twice.",
     "Advantage of this part: leaves no scent behind to clash with anything else (unscented version available on request)."),
    (76, "r34-19", "ebay", "casual", 2,
     "False no-scent claim; 'You might know it as sweet orange & a hint of vetiver, jojoba argan & sweet almond oil.'",
     "You might know it as sweet orange & a hint of vetiver, jojoba argan & sweet almond oil."),
    # r34-20 Tool bag
    (77, "r34-20", "shopify", "professional", 5,
     "Leads with real benefits (waterproof base, padded strap, reinforced handle, 50 lb), tools NOT included and warranty clear; 'is molded rubber base waterproof' is clumsy.",
     "is molded rubber base waterproof, with a padded shoulder strap, a steel-reinforced grab handle and a tape measure clip"),
    (78, "r34-20", "aliexpress", "luxury", 5,
     "Same benefits; 1680D ballistic nylon is dropped from the body; the luxury register is 'Consider the'.",
     "In the detail: 16\" x 9\" x 11\" and 28 pockets (10 inside 18 outside)."),
    (79, "r34-20", "target", "technical", 6,
     "The tidiest technical spec in the set: build material, design features, size, pockets, exclusions, coverage. Flat but sound.",
     "• Build material: 1680D ballistic nylon\n• Design features: padded shoulder strap, steel-reinforced grab handle, tape measure clip"),
    (80, "r34-20", "facebook", "casual", 5,
     "Friendly and complete; 'It's molded rubber base waterproof' clumsy.",
     "It's molded rubber base waterproof, and it's got a padded shoulder strap"),
    # r34-21 Solar path lights
    (81, "r34-21", "woocommerce", "professional", 3,
     "'No wiring ground stakes included.' can read as 'no ground stakes included' (seller meant: no wiring needed, stakes included); opens on an inferred rust claim; 'Glass' stands alone as a bullet; warm white 3000K absent from the body.",
     "It is 15.7 in tall. No wiring ground stakes included."),
    (82, "r34-21", "bigcommerce", "luxury", 3,
     "Same ambiguous stakes line; 'Fashioned from stainless steel, it holds up against rust' is an invented benefit; 'Presented as: 8 pack.'",
     "Fashioned from stainless steel, it holds up against rust. No wiring ground stakes included."),
    (83, "r34-21", "magento", "technical", 3,
     "Ambiguous stakes line; 'Units: 8 pack'; otherwise clean specs with the switch-on instruction.",
     "Item: Solar Pathway Lights Outdoor 8 Pack, 15.7 in tall. No wiring ground stakes included."),
    (84, "r34-21", "generic", "casual", 3,
     "Ambiguous stakes line; orphan bullet 'Glass'; 'You're buying: 8 pack.'",
     "• IP65 waterproof\n• Glass"),
    # r34-22 Cathedral veil
    (85, "r34-22", "etsy", "professional", 3,
     "Good opener, but 'veil only, headpiece NOT included' became 'the veil only headpiece is NOT included' - a bride may read that the veil is excluded. 12 tags, including 'rush available', 'order a swatch', 'tier no blusher'.",
     "Please note that the veil only headpiece is NOT included."),
    (86, "r34-22", "amazon", "luxury", 3,
     "Same damaged inclusion line as a bullet; 'THE SPECIFICS: 118\" wide.' wastes a bullet; search terms contain 'white light diamond available order swatch'.",
     "WORTH BEARING IN MIND: Veil only headpiece NOT included."),
    (87, "r34-22", "walmart", "technical", 3,
     "The damaged line sits in key features and 'Scope of delivery'; the tech-spec block repeats material, width and care.",
     "Scope of delivery: the veil only headpiece is NOT included."),
    (88, "r34-22", "ebay", "casual", 3,
     "Good subtitle and an honest policy, but the same damaged inclusion line.",
     "Heads up: the veil only headpiece is NOT included."),
    # r34-23 Apple Watch band
    (89, "r34-23", "shopify", "professional", 2,
     "The compatibility NOT line is split: only 42mm keeps 'NOT compatible'; '44mm, 45mm, 46mm or 49mm Ultra' floats as 'Further information' right after 'It also fits', inviting wrong-size orders.",
     "Further information: 44mm, 45mm, 46mm or 49mm Ultra."),
    (90, "r34-23", "aliexpress", "luxury", 2,
     "Same split: the incompatible sizes are presented as 'Of note:'.",
     "Of note: 44mm, 45mm, 46mm or 49mm Ultra."),
    (91, "r34-23", "target", "technical", 2,
     "Same split: 'Notes: 44mm, 45mm, 46mm or 49mm Ultra.' follows the fit list.",
     "Notes: 44mm, 45mm, 46mm or 49mm Ultra."),
    (92, "r34-23", "facebook", "casual", 2,
     "Same split: 'Good to know: 44mm ... 49mm Ultra' reads as good news for those owners.",
     "Good to know: 44mm, 45mm, 46mm or 49mm Ultra."),
    # r34-24 Osprey Atmos AG 65
    (93, "r34-24", "woocommerce", "professional", 4,
     "The pack is introduced by its removable lid; Anti-Gravity suspension (the reason people buy an Atmos) is a bare bullet; torso fit under 'Further information'; meta says only 'comes with a removable top lid'.",
     "The Osprey Atmos AG 65 Men's Backpacking Pack (used) comes with a removable top lid."),
    (94, "r34-24", "bigcommerce", "luxury", 4,
     "Same lid-first opener; the meta 'offers a removable top lid' is wasted; torso fit under 'Worth knowing'.",
     "Discover the Osprey Atmos AG 65 Men's Backpacking Pack (used), which offers a removable top lid."),
    (95, "r34-24", "magento", "technical", 4,
     "Condition labelled a Feature; the fit range buried in 'Notes'.",
     "Feature: no tears no broken buckles."),
    (96, "r34-24", "generic", "casual", 5,
     "Natural casual condition line; 'room for 65L capacity' clumsy; fit still an afterthought; 'One more thing' twice.",
     "No tears no broken buckles, simple as that."),
    # r34-25 Cretan EVOO
    (97, "r34-25", "etsy", "professional", 4,
     "Best-before filed as 'Care instructions'; 'Also of note' twice; tags include 'Early', 'Early Oil', 'oils', 'apple notes', with no 'greek olive oil' / 'high polyphenol'; PDO Crete appears in neither the body nor the hook.",
     "Care instructions: best before 05/2026, store in a cool dark place."),
    (98, "r34-25", "amazon", "luxury", 3,
     "4 bullets; first bullet 'FURTHER DETAILS'; a seller breakage promise takes a bullet; search terms include 'if it arrives broken send photo i'll replace'; best-before as 'ITS CARE'.",
     "OF NOTE: If it arrives broken, send a photo and I'll replace it."),
    (99, "r34-25", "walmart", "technical", 4,
     "Title lost '2024/25 Harvest'; the breakage promise is a key feature; best-before printed twice, the second time as a tech spec.",
     "Care instructions: best before 05/2026, store in a cool dark place\n\nShown to the seller"),
    (100, "r34-25", "ebay", "casual", 3,
     "Title dropped 'Cold Extracted, PDO Sitia Crete' and the body never mentions PDO or Crete - the origin is lost entirely; 'To keep it looking good: best before 05/2026' on an olive oil.",
     "To keep it looking good: best before 05/2026, store in a cool dark place."),
]

# defect classes per listing (see NAMES)
D = {
    1: "TH", 2: "AV", 3: "XG", 4: "XH",
    5: "GXP", 6: "GXV", 7: "XG", 8: "GXH",
    9: "XP", 10: "XPV", 11: "XP", 12: "X",
    13: "TG", 14: "AV", 15: "GX", 16: "PH",
    17: "GH", 18: "PV", 19: "H", 20: "GH",
    21: "XG", 22: "XV", 23: "X", 24: "XH",
    25: "TGL", 26: "AGV", 27: "LXP", 28: "GP",
    29: "GX", 30: "GV", 31: "GX", 32: "G",
    33: "LH", 34: "GLVP", 35: "LH", 36: "GL",
    37: "T", 38: "AV", 39: "XG", 40: "PH",
    41: "GH", 42: "GVP", 43: "G", 44: "G",
    45: "FH", 46: "HV", 47: "FX", 48: "F",
    49: "TGH", 50: "AV", 51: "H", 52: "G",
    53: "NGL", 54: "NGV", 55: "NG", 56: "NG",
    57: "LH", 58: "LPV", 59: "XL", 60: "LH",
    61: "TGX", 62: "AXV", 63: "X", 64: "XP",
    65: "X", 66: "XV", 67: "X", 68: "X",
    69: "SGI", 70: "SGV", 71: "SX", 72: "SG",
    73: "IXTG", 74: "IXAV", 75: "IX", 76: "IX",
    77: "G", 78: "GLV", 79: "H", 80: "G",
    81: "NIF", 82: "NIV", 83: "N", 84: "NF",
    85: "NT", 86: "NAV", 87: "N", 88: "N",
    89: "NF", 90: "NFV", 91: "NF", 92: "NF",
    93: "HP", 94: "HPV", 95: "XH", 96: "GH",
    97: "TX", 98: "AXV", 99: "XLP", 100: "LXP",
}

SHORT = {
    "r34-01": "Shun chef's knife", "r34-02": "Oushak rug", "r34-03": "Canon 70-200 II",
    "r34-04": "Nutcase toddler helmet", "r34-05": "ghd Helios dryer", "r34-06": "Hand-knit beanie",
    "r34-07": "Rumours LP", "r34-08": "Sofa slipcover", "r34-09": "Resistance bands",
    "r34-10": "Cat tree 56in", "r34-11": "PENN Battle III", "r34-12": "FH seat covers",
    "r34-13": "Baratza Encore ESP", "r34-14": "Walnut wall clock", "r34-15": "Crochet pattern PDF",
    "r34-16": "Chemistry tutoring", "r34-17": "Catan + 5-6 ext", "r34-18": "Badger sunscreen",
    "r34-19": "Beard oil", "r34-20": "Tool bag", "r34-21": "Solar path lights",
    "r34-22": "Cathedral veil", "r34-23": "Apple Watch band", "r34-24": "Osprey Atmos 65",
    "r34-25": "Cretan EVOO",
}

NAMES = {
    "N": "NOT/inclusion line split, garbled or made ambiguous (negation detached from its subject)",
    "S": "allergen/'contains' disclosure recast in the wrong role (as material)",
    "I": "invented or false claim (benefit the seller never gave, or untrue of this item)",
    "X": "fact in the wrong role (flaw as feature/highlight, offer/policy as feature or how-to, expiry as care)",
    "F": "orphan fragment from a keyword split",
    "G": "garbled slot-filled sentence",
    "L": "seller fact lost from title/body",
    "T": "Etsy tags deficient (count or junk)",
    "A": "Amazon bullets/search terms deficient",
    "P": "platform field fault (title cut, stuffed title, weak SEO/meta, subtitle)",
    "V": "luxury tone is a label swap, not a voice",
    "H": "no hook: opens on a minor fact, selling point buried",
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
