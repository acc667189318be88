#!/usr/bin/env python3
"""Blind review r27: 100 generated listings scored by a senior e-commerce copywriter.

R holds (no, id, platform, tone, score, reason, verbatim_quote).
verbatim_quote is an exact substring of that listing's section of listings.md
(JSON-escaped quotes such as r"...\\n..." are matched against the raw JSON text).
"""
import os, re, statistics
from collections import defaultdict, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
LISTINGS = os.path.join(HERE, "listings.md")

SHORT = OrderedDict([
    ("r27-01", "Orthotic insoles"), ("r27-02", "Suture practice kit"),
    ("r27-03", "Pipette tips 200µl"), ("r27-04", "Wills's cigarette cards"),
    ("r27-05", "Freeze-dried sweets"), ("r27-06", "Monstera albo cutting"),
    ("r27-07", "Elden Ring Steam key"), ("r27-08", "Proofreading service"),
    ("r27-09", "Baby casting kit"), ("r27-10", "Duplicate invoice book"),
    ("r27-11", "Basket dog muzzle"), ("r27-12", "Fake food ramen"),
    ("r27-13", "Diabetic socks"), ("r27-14", "Outer CV boot kit"),
    ("r27-15", "Hose clip assortment"), ("r27-16", "Oil-only spill socks"),
    ("r27-17", "Hager 32A MCB"), ("r27-18", "Sisal baler twine"),
    ("r27-19", "Bone guitar nut blanks"), ("r27-20", "Piano tuning kit"),
    ("r27-21", "Server RAM 64GB"), ("r27-22", "Galaxy S21 screen"),
    ("r27-23", "Cyanotype kit"), ("r27-24", "Rawlings HOH glove"),
    ("r27-25", "Faux stag head"),
])

R = [
# --- r27-01 Orthotic insoles
(1, "r27-01", "etsy", "professional", 4,
 "Symptoms listed as product details ('Details: Overpronation / Heel pain'); opens on the EVA base instead of arch support or heel-pain relief; visible 'Also searched as:' keyword leak; two of 13 tags wasted ('sizes UK 3-13', 'sold as 1 pair').",
 "• Heel pain"),
(2, "r27-01", "amazon", "luxury", 4,
 "Amazon bullets carry empty headers (THE DETAILS / FURTHER DETAILS) and list conditions as if they were parts; nothing luxurious about it; the NOT-for-high-heels line is missing from the bullets; the search terms are word salad.",
 "FURTHER DETAILS: Overpronation, heel pain, semi-rigid TPU arch shell, poron heel pad as well as sizes UK 3-13."),
(3, "r27-01", "walmart", "technical", 4,
 "Key features list 'Overpronation' and 'Heel pain' as features; the 'Technical specifications' block only repeats the usage and care lines; no explanation of what the TPU shell or Poron pad does.",
 "Feature list: overpronation, heel pain, semi-rigid TPU arch shell and poron heel pad."),
(4, "r27-01", "ebay", "casual", 3,
 "The subtitle, the most visible line after the title, advertises 'heel pain' as if it were a feature; grammar slip in 'Here's the ... Insoles'; conditions again appear as rundown bullets.",
 "EVA foam base, overpronation, heel pain and flat feet"),
# --- r27-02 Suture kit
(5, "r27-02", "shopify", "professional", 4,
 "'EMT', an audience, appears as a kit component in the Details list; the seller's capitalised 'FOR TRAINING AND EDUCATIONAL USE ONLY' is lowercased and buried under 'Further information'; 'Pre-Cut' is recapitalised; the meta description gives no reason to click. The NOT-sterile line and the scalpel warning do survive.",
 "• EMT"),
(6, "r27-02", "aliexpress", "luxury", 4,
 "Fake-formal 'On closer inspection, one finds'; EMT listed among the tools; training-only disclaimer lowercased inside 'Of note'.",
 "Adson forceps, suture scissors as well as EMT"),
(7, "r27-02", "target", "technical", 4,
 "'EMT' appears as a specification; components are split across 'Design features' and 'Additional features' at random; seller's capitals on the training-only line lost.",
 "• EMT"),
(8, "r27-02", "facebook", "casual", 4,
 "The rundown lists 'EMT' as if it came in the box; the training-only disclaimer is demoted to 'One more thing'. Warnings are intact.",
 "• EMT"),
# --- r27-03 Pipette tips
(9, "r27-03", "woocommerce", "professional", 5,
 "Faithful but thin. Describes the product as coming with itself ('comes with 200ul yellow tips'); a one-bullet Details list; non-sterile appears only in the title; the meta gives no reason to click.",
 "comes with 200ul yellow tips"),
(10, "r27-03", "bigcommerce", "luxury", 5,
 "Luxury voice on lab consumables ('Fashioned from polypropylene'); capitalised fragment left in mid-sentence.",
 "In the detail: Bagged 1000."),
(11, "r27-03", "magento", "technical", 4,
 "Wrong roles in the technical frame: the product is listed as its own 'Parts' and packaging as 'Additional features'; a technical buyer gets no volume range, graduations or tip spec beyond the title.",
 "Parts: 200ul yellow tips."),
(12, "r27-03", "generic", "casual", 5,
 "Short and faithful, but 'it's got 200ul yellow tips' treats the tips as an accessory; the rundown is a single bullet.",
 "and it's got 200ul yellow tips"),
# --- r27-04 Cigarette cards
(13, "r27-04", "etsy", "professional", 3,
 "The condition grade is filed under 'Directions'; garbled 'they card 7 & 31'; the main selling point (original, NOT reprint) is buried in 'Good to know'; flaws used as Etsy tags ('Some Corner Wear', 'creased corners', 'card').",
 "Directions: condition mostly VG."),
(14, "r27-04", "amazon", "luxury", 3,
 "Bullets file the card flaws under 'IN PRACTICE' and the grade under 'IN USE', with garbled grammar; the set name 'Railway Engines 1936' never appears outside the title; 'original NOT reprint' is missing from the bullets. Postage was dropped with a side note (acceptable).",
 "IN PRACTICE: They card 7 & 31 have creased corners."),
(15, "r27-04", "walmart", "technical", 3,
 "A flaw leads the key features ('Light foxing to a few backs'); creases are labelled 'Performance'; the condition grade is given as 'Operating instructions'; 1936 is cut from the title.",
 "Operating instructions: condition mostly VG"),
(16, "r27-04", "ebay", "casual", 3,
 "On eBay the condition grade is the key field, yet it appears as 'How to use them'; garbled 'they card 7 & 31'; 'original NOT reprint' appears only in a closing 'Heads up'.",
 "How to use them: condition mostly VG."),
# --- r27-05 Freeze-dried sweets
(17, "r27-05", "shopify", "professional", 4,
 "Search keywords turned into an audience ('intended for space sweets and for TikTok sweets'); occasions listed as Details; opens on the pouch; the meta sells a mylar pouch. Allergen, vegetarian and choking lines do survive (the nut line is split from 'Allergy advice' but kept bold under Safety).",
 "It is intended for space sweets and for TikTok sweets."),
(18, "r27-05", "aliexpress", "luxury", 4,
 "Same nonsense audience line; 'Its details in brief: ... stocking filler as well as movie night'; 'Please bear in mind' is repeated.",
 "It is conceived for space sweets and for TikTok sweets."),
(19, "r27-05", "target", "technical", 4,
 "'Target users: made for space sweets'; 'Stocking filler' and 'Movie night' listed as additional features.",
 "Target users: made for space sweets and for TikTok sweets."),
(20, "r27-05", "facebook", "casual", 4,
 "Same audience misfire; 'To keep it looking good' used for storing sweets; the allergy advice is sandwiched against a keyword leak.",
 "It's made for space sweets and for TikTok sweets."),
# --- r27-06 Monstera cutting
(21, "r27-06", "woocommerce", "professional", 2,
 "A care requirement is sold as an inclusion: the meta says the cutting 'comes with a bright indirect light' (reads like a grow light is included); the body opens 'With a bright indirect light'; 'sphagnum moss or perlite' is orphaned as if supplied. The UNROOTED/NOT lines and the pet warning do survive.",
 "The Monstera Albo Borsigiana Variegata Cutting comes with a bright indirect light."),
(22, "r27-06", "bigcommerce", "luxury", 2,
 "Meta claims the cutting 'offers a bright indirect light'; 'For the record: 20-27°C.' is a bare fragment; 'root in water' is listed as a detail.",
 "Discover the Monstera Albo Borsigiana Variegata Cutting, which offers a bright indirect light."),
(23, "r27-06", "magento", "technical", 2,
 "The item is described 'with a bright indirect light'; 'Technical data: 20-27°C' gives no context; the rooting media read as parts.",
 "Item: Monstera Albo Borsigiana Variegata Cutting (a monstera deliciosa albo cutting) with a bright indirect light."),
(24, "r27-06", "generic", "casual", 2,
 "Says the cutting has 'got a bright indirect light' (false inclusion); 'Root in water' appears as a rundown feature.",
 "it's got a bright indirect light"),
# --- r27-07 Elden Ring key
(25, "r27-07", "etsy", "professional", 3,
 "An Etsy listing promises delivery 'via eBay message', which misleads the buyer on this platform, and the line sits under Details as a feature; tautology 'it is an Elden Ring Steam key'; tags drop 'EU' ('UK Region'). Region and platform NOTs are intact.",
 "• Key sent via eBay message within 12hrs"),
(26, "r27-07", "amazon", "luxury", 3,
 "An Amazon listing tells the buyer the key comes by eBay message, which is misleading and breaks Amazon's policy on mentioning other marketplaces; the delivery line and PEGI rating are bundled as 'FURTHER DETAILS'; tautological description.",
 "key sent via eBay message within 12hrs as well as PEGI 16"),
(27, "r27-07", "walmart", "technical", 3,
 "Walmart copy promises eBay-message delivery; FromSoftware and the delivery policy appear as 'specs'; the technical block only says 'Product class: Elden Ring Steam key'.",
 "Further specs: key sent via eBay message within 12hrs and PEGI 16."),
(28, "r27-07", "ebay", "casual", 5,
 "The right platform for the eBay-message line, and every NOT survives, but it opens with a tautology and the region lock, the key buying fact, is buried under 'One more thing'.",
 "Here's the Elden Ring PC Steam Key. It's an Elden Ring Steam key."),
# --- r27-08 Proofreading
(29, "r27-08", "shopify", "professional", 5,
 "Faithful but empty. Opens on a tautology; word count, UK/US English and the 72hr turnaround appear only in the title; no benefit to the writer; the meta is a keyword list.",
 "The Proofreading & Copy Editing Service is a proofreading service."),
(30, "r27-08", "aliexpress", "luxury", 5,
 "'It is, at heart, a proofreading service.' A tautology dressed as luxury; document types are run together.",
 "It is, at heart, a proofreading service."),
(31, "r27-08", "target", "technical", 5,
 "Document types labelled 'Additional features'; nothing on process (track changes is named but not explained).",
 "Additional features: essays dissertations novels business docs"),
(32, "r27-08", "facebook", "casual", 5,
 "Short and honest, NOT line kept, but nothing tells the buyer why to order.",
 "Meet the Proofreading & Copy Editing Service: a proofreading service."),
# --- r27-09 Baby casting kit
(33, "r27-09", "woocommerce", "professional", 2,
 "Damaged safety line: 'Keep baby's nose and mouth clear at all times' is cut from the seller's Warning and filed under 'Care'. Also: opens 'comes with brushes'; occasions ('Baby shower', 'First Mother's Day') listed as kit contents; 'It is made for Christmas.'",
 r"<h3>Care</h3>\n<p>Keep baby's nose and mouth clear at all times.</p>"),
(34, "r27-09", "bigcommerce", "luxury", 2,
 "The suffocation-risk line sits under 'Its care', away from the Warning; the meta sells 'brushes'; 'Besides: baby shower, first Mother's Day as well as instructions incl.'",
 r"<h3>Its care</h3>\n<p>Keep baby's nose and mouth clear at all times.</p>"),
(35, "r27-09", "magento", "technical", 2,
 "The nose/mouth safety line is filed as 'Maintenance'; occasions listed as specifications; 'Use case: for Christmas.'",
 r"<h3>Maintenance</h3>\n<p>Keep baby's nose and mouth clear at all times.</p>"),
(36, "r27-09", "generic", "casual", 2,
 "Worst of the set: the suffocation-risk instruction is introduced as a cosmetic tip ('To keep it looking good').",
 "To keep it looking good: keep baby's nose and mouth clear at all times."),
# --- r27-10 Invoice book
(37, "r27-10", "etsy", "professional", 4,
 "Garbled 'with a 50 sets per book'; the 3 books, numbering 1-50 and 2-part NCR are never explained; only 8 of 13 tags used, one of them 'books'.",
 "is a duplicate book with a 50 sets per book."),
(38, "r27-10", "amazon", "luxury", 4,
 "Two thin bullets, one of them garbled; luxury voice on an invoice pad; 'Carbonless' recapitalised.",
 "THE DETAILS: It offers a 50 sets per book."),
(39, "r27-10", "walmart", "technical", 4,
 "Garbled article; the key features omit the 3-book count, the numbering and the 2-part top/bottom sheet colours.",
 "with a 50 sets per book"),
(40, "r27-10", "ebay", "casual", 4,
 "'it's got a 50 sets per book'; no condition line for eBay; the pack of 3 is never stated in the body.",
 "it's got a 50 sets per book"),
# --- r27-11 Dog muzzle
(41, "r27-11", "shopify", "professional", 4,
 "The fit sentence is broken: Border Collie is pulled out into Details, leaving 'fits Labrador; Springer Spaniel'; 'Vet visits' and 'Grooming' listed as features. Brachycephalic NOT line and supervision warning survive.",
 "size 3 fits Labrador; Springer Spaniel (measure snout circumference 27-30cm and length 8cm)."),
(42, "r27-11", "aliexpress", "luxury", 4,
 "A breed and the use cases listed as 'details' of the muzzle; same broken fit sentence.",
 "In the detail: Border Collie, vet visits, grooming as well as muzzle training."),
(43, "r27-11", "target", "technical", 4,
 "A breed given as 'Additional features'; a technical tone with no clear sizing table despite the seller's measurements.",
 "Additional features: Border Collie"),
(44, "r27-11", "facebook", "casual", 4,
 "Fit info is demoted to 'Good to know' and garbled; 'Border Collie' appears as a rundown feature.",
 "Good to know: size 3 fits Labrador; Springer Spaniel"),
# --- r27-12 Fake food
(45, "r27-12", "woocommerce", "professional", 2,
 "False inclusion: the meta says it 'comes with a restaurant window display'; use cases and the care line ('Dust with soft brush') listed as Details; 'Ramen' recapitalised. NOT edible / NOT a real bowl survive.",
 "comes with a restaurant window display."),
(46, "r27-12", "bigcommerce", "luxury", 2,
 "Body and meta both say the model is 'complete with' / 'offers' a restaurant window display; the care instruction is listed as a detail.",
 "complete with a restaurant window display"),
(47, "r27-12", "magento", "technical", 2,
 "Meta says it 'includes a restaurant window display'; use cases labelled 'Design features'.",
 "includes a restaurant window display."),
(48, "r27-12", "generic", "casual", 4,
 "No false inclusion, but use cases and care sit in the rundown and the do-not-heat caution is introduced as 'To keep it looking good'.",
 "To keep it looking good: NOT a real bowl (do not fill with liquid, microwave or heat)"),
# --- r27-13 Diabetic socks
(49, "r27-13", "etsy", "professional", 4,
 "The only set in the batch that tries benefits (breathable, cushioned), but medical conditions appear as product Details; non-binding top and seamless toe, the core features, are absent from the body; singular 'it' for 6 pairs; junk tag 'Pairs Bamboo'.",
 "• Hospital stay"),
(50, "r27-13", "amazon", "luxury", 4,
 "Bullet 4 lumps fibre content, conditions and sizes into one list; NOT compression is missing from the bullets; non-binding appears only as an 'Also known as' synonym.",
 "FURTHER DETAILS: Bamboo viscose 80% nylon 17% elastane 3%, oedema, neuropathy, poor circulation, hospital stay"),
(51, "r27-13", "walmart", "technical", 4,
 "Conditions listed as key features; 'hospital stay' filed as a 'spec'; care is repeated in the technical block.",
 "More specs: 2 pairs each black grey navy, men's UK 6-11 / women's UK 7-9 and hospital stay."),
(52, "r27-13", "ebay", "casual", 4,
 "The defining feature (non-binding, loose top) is reduced to a nickname; conditions appear as rundown bullets; clumsy 'So yes, it lets air through, so'.",
 "You might know it as: non-binding socks and loose top socks."),
# --- r27-14 CV boot
(53, "r27-14", "shopify", "professional", 5,
 "Faithful and complete, and NOT for inner joint kept, but it opens on clips instead of the no-driveshaft-removal benefit; 'Kit incl boot' is a fragment; the SEO title drops the Fiesta fitment.",
 "offers 2 stainless clips and 1 boot per kit (order 2 for both sides)"),
(54, "r27-14", "aliexpress", "luxury", 4,
 "Garbled inventory ('kit incl boot as well as CV grease sachet 80g'); luxury register ('Kindly note') on a CV gaiter.",
 "kit incl boot as well as CV grease sachet 80g"),
(55, "r27-14", "target", "technical", 4,
 "Fitment labelled 'Performance'; the kit contents are split between 'Design features' and 'Additional features'.",
 "Performance: it fits Ford Fiesta Mk7 1.0 1.25 1.4 1.6 2008-2017."),
(56, "r27-14", "facebook", "casual", 4,
 "Garbled 'You'll find ... 1 boot per kit ... on it'.",
 "You'll find 2 stainless clips, plus 1 boot per kit (order 2 for both sides) on it."),
# --- r27-15 Hose clips
(57, "r27-15", "woocommerce", "professional", 4,
 "Opens on the storage case; applications (fuel line, aquarium, ducting) listed as Details; '7mm spanner or flat screwdriver' reads like included tools; the meta sells the case.",
 "The Worm Drive Hose Clips Assortment 80pc offers a plastic storage case."),
(58, "r27-15", "bigcommerce", "luxury", 4,
 "Specs and applications run together: 'slotted hex screw as well as fuel line'.",
 "slotted hex screw as well as fuel line"),
(59, "r27-15", "magento", "technical", 4,
 "The case is labelled 'Parts'; applications listed as 'Additional features'; the meta ends on 'aquarium'; no per-size count for an 80pc assortment.",
 "Parts: a plastic storage case."),
(60, "r27-15", "generic", "casual", 4,
 "Garbled 'You'll find a plastic storage case on it'.",
 "You'll find a plastic storage case on it."),
# --- r27-16 Oil socks
(61, "r27-16", "etsy", "professional", 3,
 "Misleading role: the socks ARE the spill-kit refill, but the copy says they come 'with' one; the disposal rule is listed among the Details between 'Engine oil' and 'Garages'. The NOT for acids line is kept.",
 "are polypropylene filled, with a COSHH spill kit refill"),
(62, "r27-16", "amazon", "luxury", 3,
 "Backend search terms class the product as clothing socks ('hosiery ... apparel clothing'); 'with a COSHH spill kit refill'; the disposal rule is buried in 'FURTHER DETAILS'.",
 "pair hosiery foot apparel clothing"),
(63, "r27-16", "walmart", "technical", 3,
 "'Components: a COSHH spill kit refill' wrongly lists an extra component; the hazardous-waste disposal rule is given as a key feature.",
 "Components: a COSHH spill kit refill."),
(64, "r27-16", "ebay", "casual", 3,
 "'they've got a COSHH spill kit refill' (wrong role, also in the subtitle); the disposal rule appears as a rundown feature.",
 "they've got a COSHH spill kit refill"),
# --- r27-17 Hager MCB
(65, "r27-17", "shopify", "professional", 2,
 "Damaged safety line: 'isolate supply before working on the board' is split from the seller's Warning and filed under 'How to use', so the Warning ends at BS 7671. 'Consumer unit' and 'Fuse board' listed as Details; the meta says it 'comes with a DIN rail mount'.",
 r"<h3>How to use</h3>\n<p>Isolate supply before working on the board.</p>"),
(66, "r27-17", "aliexpress", "luxury", 2,
 "Isolation instruction turned into an 'In use' tip, detached from the Warning; luxury voice on an MCB.",
 "In use: isolate supply before working on the board."),
(67, "r27-17", "target", "technical", 2,
 "The isolation step is given as 'Usage', outside the Warning; 'Performance: it fits ...'.",
 "Usage: isolate supply before working on the board."),
(68, "r27-17", "facebook", "casual", 2,
 "Electrical isolation presented as a casual 'Quick how-to'; the Warning is truncated.",
 "Quick how-to: isolate supply before working on the board."),
# --- r27-18 Baler twine
(69, "r27-18", "woocommerce", "professional", 4,
 "Effectively empty: one Details bullet; 'small square baler' (the machine) passed off as another name for the twine; biodegradable / 150m/kg never sold in the body; meta 'Spools: garden tying.'",
 "Also searched as: sisal twine and small square baler."),
(70, "r27-18", "bigcommerce", "luxury", 4,
 "'Their details in brief: garden tying.' is the whole description.",
 "Their details in brief: garden tying."),
(71, "r27-18", "magento", "technical", 4,
 "Technical tone with no technical data beyond the title (no length per spool, no knot strength); 'garden tying' given as a feature.",
 "Additional features: garden tying"),
(72, "r27-18", "generic", "casual", 4,
 "Gives the baler machine as a nickname for the twine; a one-bullet rundown.",
 "You might know them as: sisal twine and small square baler."),
# --- r27-19 Bone nut
(73, "r27-19", "etsy", "professional", 5,
 "Faithful, NOT slotted and NOT real ivory kept, but it opens 'comes with a flat bottom', and 6 of the 13 tags are generic filler.",
 "musical instrument, instrument, music instrument, music gear, music equipment, musician gear"),
(74, "r27-19", "amazon", "luxury", 5,
 "Bullets are usable, but bullet 1 is 'It offers a flat bottom' and 'luthier supplies' is listed as a detail.",
 "THE DETAILS: It offers a flat bottom."),
(75, "r27-19", "walmart", "technical", 4,
 "The shape of the blank is filed as 'Parts'; 'luthier supplies' given as a spec; setup advice is left out of the key features.",
 "Parts: a flat bottom."),
(76, "r27-19", "ebay", "casual", 4,
 "Title cut off mid-phrase at 'Acoustic & Les'; 'You'll find a flat bottom on it.'",
 "Hand Shaped Blank - Acoustic & Les\","),
# --- r27-20 Piano tuning kit
(77, "r27-20", "shopify", "professional", 3,
 "The seller's caution is broken into three pieces: 'pins can be damaged with too much force' appears as the item's 'Condition', 'so learn on an old piano first' is left dangling after the lever, and 'Please note: ...' is pasted into a bullet. The headline tool (star head lever) is buried in notes.",
 "Condition: pins can be damaged with too much force."),
(78, "r27-20", "aliexpress", "luxury", 3,
 "The same caution is presented as the item's condition; a bullet fragment 'beginner tuning, Please note:' sits mid-sentence.",
 "Its condition: pins can be damaged with too much force."),
(79, "r27-20", "target", "technical", 3,
 "'Reported condition:' misreports a usage caution as item condition.",
 "Reported condition: pins can be damaged with too much force."),
(80, "r27-20", "facebook", "casual", 3,
 "'Current condition:' reads as if this kit's pins are damaged.",
 "Current condition: pins can be damaged with too much force."),
# --- r27-21 Server RAM
(81, "r27-21", "woocommerce", "professional", 4,
 "SEO title truncated to '64GB - Used' (no product, no part number); opens on anti-static bags; the meta sells the bags. Compatibility, NOT-in-desktops, tested and 30-day returns are all kept.",
 "\"seoTitle\": \"64GB - Used\""),
(82, "r27-21", "bigcommerce", "luxury", 4,
 "Leads with 'anti-static bags' as the first detail; 'The figures for those who ask: 1.2V.'; same broken SEO title.",
 "Among the details of the 64GB (4 x 16GB) DDR4 2400MHz ECC Registered RDIMM Server RAM - Samsung M393A2K40BB1-CRC - Used, Pulled from Dell R640: anti-static bags."),
(83, "r27-21", "magento", "technical", 4,
 "The meta lists packaging as the only 'specification'; compatibility labelled 'Performance'; SEO title '64GB - Used'.",
 "specifications: anti-static bags."),
(84, "r27-21", "generic", "casual", 4,
 "Garbled 'You'll find anti-static bags on it'; a long-title echo as the opening sentence.",
 "You'll find anti-static bags on it."),
# --- r27-22 S21 screen
(85, "r27-22", "etsy", "professional", 2,
 "An Etsy tag 'Ultra screen' advertises the model the seller explicitly says it does NOT fit, so the negation is lost in search; 'Replacement LCD' is listed as a detail of an aftermarket OLED; only 9 of 13 tags.",
 "Replacement Screen, Ultra screen, Samsung S21 screen"),
(86, "r27-22", "amazon", "luxury", 4,
 "'replacement LCD' contradicts 'aftermarket OLED'; 'It is, at heart, a Samsung S21 screen'. The NOTs and the warranty-void condition are kept.",
 "FURTHER DETAILS: S21 5G display, replacement LCD, touch screen digitizer"),
(87, "r27-22", "walmart", "technical", 3,
 "The seller's negation in the title is damaged: 'S21+' is stripped, leaving '(NOT / Ultra)'; the key features omit the NOT-for-S21+/Ultra/FE line; warranty-void is listed as a feature.",
 "Digitizer w/ Frame + Tools (NOT / Ultra)"),
(88, "r27-22", "ebay", "casual", 4,
 "'Replacement LCD' bullet contradicts the OLED disclosure; subtitle is redundant ('Samsung S21 screen and S21 5G display'); the model check is demoted to 'One more thing'.",
 "Samsung S21 screen and S21 5G display"),
# --- r27-23 Cyanotype kit
(89, "r27-23", "shopify", "professional", 2,
 "Damaged safety line: 'work in a ventilated area' is cut from the chemical Warning and listed as a Details bullet; the 14+ supervision limit is softened to 'a good fit'; 'Part A ferric ammonium citrate' is given as 'How to use'; 'Leaves ferns & flowers' reads as included; the kit is said to be 'made from solar printing paper'.",
 "• Work in a ventilated area"),
(90, "r27-23", "aliexpress", "luxury", 2,
 "Ventilation instruction is reduced to 'Also:' among features; chemical Part A is given as 'A word on use'; the kit comes 'in solar printing paper'.",
 "Also: work in a ventilated area."),
(91, "r27-23", "target", "technical", 2,
 "Ventilation listed as a specification, detached from the Warning; 'Usage: part A ferric ammonium citrate.'",
 "• Work in a ventilated area"),
(92, "r27-23", "facebook", "casual", 2,
 "Ventilation appears as a rundown feature; the age limit becomes 'It's great for ages 14+'; Part A is given as 'How to use it'.",
 "• Work in a ventilated area"),
# --- r27-24 Rawlings glove
(93, "r27-24", "woocommerce", "professional", 5,
 "Honest condition paragraph, RHT/LEFT hand kept, no-returns policy correct, but a flaw ('Palm liner worn thin') sits in the Details list beside 'Fully broken in' and the copy never sells a game-ready HOH pocket.",
 "• Palm liner worn thin"),
(94, "r27-24", "bigcommerce", "luxury", 5,
 "Faithful; luxury tics ('Its proportions: 11.5 inch.', 'Moreover, it is conditioned').",
 "Its proportions: 11.5 inch."),
(95, "r27-24", "magento", "technical", 4,
 "A flaw filed under 'Additional features' (palm liner worn thin); glove oil labelled 'Characteristics'.",
 "• Palm liner worn thin"),
(96, "r27-24", "generic", "casual", 6,
 "The best of the batch: plain, honest condition, no wrong claims, policy stated; still templated and flat ('Here's the ... It's a baseball glove').",
 "Here's the Rawlings Heart of the Hide 11.5\" Infield Glove PRO204 (used). It's a baseball glove, made of steerhide leather."),
# --- r27-25 Faux stag head
(97, "r27-25", "etsy", "professional", 4,
 "Garbled opener: a resin head 'contains no animal-derived ingredients, as it has vegan taxidermy'; 'Importantly, it weighs 2.1kg'; NOT real antlers appears only in the title; tags repeat 'Faux Taxidermy' variants.",
 "contains no animal-derived ingredients, as it has vegan taxidermy"),
(98, "r27-25", "amazon", "luxury", 4,
 "Weight presented as 'IN PRACTICE'; screws NOT included and indoor-only are missing from the bullets; styles (Scandi, Nordic) listed as details.",
 "IN PRACTICE: It weighs 2.1kg."),
(99, "r27-25", "walmart", "technical", 4,
 "Absurd roles: the finish is given as 'Parts' and the weight as 'Function'.",
 "Parts: a matte white finish."),
(100, "r27-25", "ebay", "casual", 4,
 "Reads fine and screws NOT included is kept, but shortening the eBay title dropped the seller's 'NOT Real Antlers' and it appears nowhere else in the listing, with no side note; 'Vegan taxidermy means it contains no animal-derived ingredients' is odd for decor; the subtitle is flat and there is no condition line.",
 "\"title\": \"Faux Taxidermy Stag Head Wall Mount - Resin, Matte White - Large 55cm\","),
]


def load_sections(path):
    text = open(path, encoding="utf-8").read()
    heads = list(re.finditer(r"^## #(\d+) (\S+) · (\S+) · (\S+)[ \t]*$", text, re.M))
    sections = {}
    for i, m in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        no = int(m.group(1))
        sections[no] = ((no, m.group(2), m.group(3), m.group(4)), text[m.start():end])
    return sections


def pct(n, d):
    return f"{100.0 * n / d:.0f}%"


def main():
    secs = load_sections(LISTINGS)
    scores = [r[4] for r in R]
    n = len(R)
    assert len({r[0] for r in R}) == n, "duplicate listing numbers"
    assert all(1 <= s <= 10 for s in scores)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {pct(sum(s >= 8 for s in scores), n)}")
    print(f"share >=6: {pct(sum(s >= 6 for s in scores), n)}")
    print(f"share <=2: {pct(sum(s <= 2 for s in scores), n)}")
    print("histogram:")
    for k in range(1, 11):
        c = scores.count(k)
        print(f"  {k:2d}: {c:3d} {'#' * c}")

    def group(idx, order=None):
        g = defaultdict(list)
        for r in R:
            g[r[idx]].append(r[4])
        keys = order or sorted(g)
        return [(k, g[k]) for k in keys if k in g]

    print("mean by tone:")
    for k, v in group(3, ["professional", "luxury", "technical", "casual"]):
        print(f"  {k:<13} {statistics.mean(v):.2f}  (n={len(v)})")
    print("mean by platform:")
    for k, v in sorted(group(2), key=lambda kv: -statistics.mean(kv[1])):
        print(f"  {k:<12} {statistics.mean(v):.2f}  (n={len(v)})")
    print("mean by product:")
    for pid, v in group(1, list(SHORT)):
        nos = [r[0] for r in R if r[1] == pid]
        per = " ".join(f"#{a}={b}" for a, b in zip(nos, v))
        print(f"  {pid} {SHORT[pid]:<24} {statistics.mean(v):.2f}  [{per}]")

    hdr_ok = quote_ok = 0
    for r in R:
        no = r[0]
        if no not in secs:
            print(f"  MISSING section #{no}")
            continue
        head, body = secs[no]
        if head == (r[0], r[1], r[2], r[3]):
            hdr_ok += 1
        else:
            print(f"  HEADER MISMATCH #{no}: {head} vs {r[:4]}")
        if r[6] and r[6] in body:
            quote_ok += 1
        else:
            print(f"  QUOTE NOT FOUND #{no}: {r[6]!r}")
    print(f"headers matched: {hdr_ok}/{len(secs)}")
    print(f"quotes verified verbatim: {quote_ok}/{n}")


if __name__ == "__main__":
    main()
