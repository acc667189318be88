#!/usr/bin/env python3
"""Blind review r28: 100 generated listings scored by a senior e-commerce copywriter.
Each tuple: (no, id, platform, tone, score, reason, verbatim_quote).
verbatim_quote is an exact substring of that listing's section in listings.md
showing its worst defect (or its best line if it had none)."""
import os, re, statistics
from collections import defaultdict, OrderedDict

R = [
# r28-01 pipette tips
(1, "r28-01", "etsy", "professional", 5,
 "Faithful; every NOT kept word for word. But a fact dump ('Details: 200ul / 2-200µl range') with no reason to buy, and the tags cut the seller's terms into pieces: 'DNase' alone, 'RNase Free', 'Racked', 'Sterile', plus 'DNase RNase free' again.",
 "Pipette Tips, Racked tips, Racked, Sterile tips, Sterile, DNase, RNase Free"),
(2, "r28-01", "amazon", "luxury", 4,
 "Bullets are labels, not benefits (THE DETAILS / FURTHER DETAILS). Material comes first, a list runs into 'as well as single use', DNase/RNase-free is missing from the bullets, and 'fashioned from' is a luxury pose on a lab consumable.",
 "FURTHER DETAILS: 200ul, 2-200µl range, 10 racks x 96, autoclavable racks as well as single use."),
(3, "r28-01", "walmart", "technical", 5,
 "Key features are faithful, but the prose reads like field labels ('Attributes:', 'Additional:'). The spec table has one row, build material, and leaves out range, pack size and sterilisation.",
 "Attributes: pyrogen free. Feature list: 200ul, 2-200µl range"),
(4, "r28-01", "ebay", "casual", 5,
 "Faithful casual frame with the NOTs kept. The subtitle is spent on material and a duplicated volume, while the real selling points (sterile, DNase/RNase free, fit) go unused. DNase/RNase free does not appear in the body.",
 "Polypropylene, pyrogen free, 200ul and 2-200µl range"),
# r28-02 agar plates
(5, "r28-02", "shopify", "professional", 3,
 "The opening sells the packaging ('offer a sealed sleeve'). 'Further information: mould and bacteria experiments' is a fragment. The only Details bullet is 'Science fair'. The biosafety step 'dispose by autoclaving or bleach soak' sits under care, away from its WARNING. The meta says only 'come with a sealed sleeve'.",
 "The Pre-Poured Nutrient Agar Plates x10 offer a sealed sleeve. Further information: mould and bacteria experiments."),
(6, "r28-02", "aliexpress", "luxury", 3,
 "Garbled keyword stubs: 'details in brief: science fair'. Disposal is filed under 'To look after them'. 90mm and petri dishes appear only in the title. The luxury tone is just 'Of note'/'Do note'. Dropping shipping on a marketplace is fine and noted.",
 "Their details in brief: science fair."),
(7, "r28-02", "target", "technical", 3,
 "'Parts: a sealed sleeve' and 'Additional features: science fair' put things in the wrong roles. The biosafety disposal instruction is labelled 'Care'. The WARNING text survives.",
 "Care: store refrigerated 2-8°C, use within 8 weeks, dispose by autoclaving or bleach soak."),
(8, "r28-02", "facebook", "casual", 3,
 "'You'll find a sealed sleeve on them' is wrong: the sleeve holds the plates. 'Good to know: mould and bacteria experiments' is a fragment. The age limit becomes a cheer ('They're great for ages 14+'). Disposal sits under 'Looking after them'.",
 "You'll find a sealed sleeve on them."),
# r28-03 bee smoker
(9, "r28-03", "woocommerce", "professional", 2,
 "The fuel line is broken up: '(fuel NOT included)' now covers only smoker pellets, 'Fuel: hessian' stands alone, and 'Pine needles' is a Details bullet and appears in the meta, so the buyer may expect fuel in the box. The bold WARNING also swallows 'beginner and pro beekeepers'. Leather bellows is missing from the body.",
 "Also of note: smoker pellets (fuel NOT included). Fuel: hessian."),
(10, "r28-03", "bigcommerce", "luxury", 2,
 "Pine needles is listed as a product detail next to the chamber and heat guard, which implies it is included. NOT is attached only to pellets. The audience phrase is inside the bold WARNING. 'Quite simply, it calms honey bees' is the only attempt at selling.",
 "hook for hive as well as pine needles"),
(11, "r28-03", "magento", "technical", 2,
 "The safety line is damaged: the bold WARNING ends with an audience tag. 'Pine needles' and 'Hive inspection' are spec bullets. 'Performance: it calms honey bees' is the wrong label. The fuel negation covers pellets only.",
 "WARNING: chamber gets extremely hot, never leave lit unattended, keep away from dry grass, beginner and pro beekeepers"),
(12, "r28-03", "generic", "casual", 2,
 "Same split of the fuel negation ('Fuel: hessian' plus a 'Pine needles' bullet). The WARNING ends with 'beginner and pro beekeepers'. Leather bellows is missing from the body.",
 "One more thing: smoker pellets (fuel NOT included). Fuel: hessian."),
# r28-04 poultry drinker
(13, "r28-04", "etsy", "professional", 3,
 "Invented, misleading tags: 'planter' and 'plant pot' for a poultry drinker, which wastes slots and brings in the wrong buyers. Details turns an instruction ('Raise off ground on brick') and a bird ('Bantams') into features. The frost caveat is kept.",
 "twist lock, hens, planter, plant pot"),
(14, "r28-04", "amazon", "luxury", 3,
 "Amazon search terms are padded with unrelated planter and flowerpot words, which breaks policy and misleads. A garbled bullet ends 'twist lock as well as raise off ground on brick'. 'Fashioned from galvanised steel' is not luxury writing.",
 "planter plant pot flower planters pots flowerpot container holder"),
(15, "r28-04", "walmart", "technical", 5,
 "Faithful and has a usable spec block, but it is a keyword list; 'Raise off ground on brick' sits among the key features. The frost caveat is kept.",
 "Feature list: approx 10-15 hens, poultry waterer, double wall fount and bantams."),
(16, "r28-04", "ebay", "casual", 5,
 "Faithful; the frost caveat is kept ('Heads up'). The subtitle repeats the title instead of giving a benefit, and 'Frost Resistant' was cut from the title.",
 "Chicken drinker, galvanised steel and 8 litre"),
# r28-05 seed potatoes
(17, "r28-05", "shopify", "professional", 4,
 "'Here is ... which are waxy' is ungrammatical. 'Further information: grow bags or beds; despatched Jan-April only' runs a growing tip into a despatch window. 'Vegetable garden' is a Details bullet. Tuber count, second early and salad are missing from the body. NOT for eating is kept.",
 "Here is the Charlotte Seed Potatoes 2kg, which are waxy. Further information: grow bags or beds; despatched Jan-April only."),
(18, "r28-05", "aliexpress", "luxury", 4,
 "'More details: vegetable garden' is a keyword stub. 'Its credentials' after 'which are' is a number slip. Second early, salad and tuber count are lost from the body. NOT for eating and the returns policy are kept.",
 "More details: vegetable garden."),
(19, "r28-05", "target", "technical", 4,
 "Spec list with wrong roles: a net bag as an 'Additional feature', 'Vegetable garden' as a spec. Second early, salad and tuber count are missing.",
 "Additional features: 2kg net bag"),
(20, "r28-05", "facebook", "casual", 4,
 "Casual frame, but 'One more thing: grow bags or beds; despatched Jan-April only' is a fragment. Second early, salad and tuber count are lost. NOT for eating is kept.",
 "One more thing: grow bags or beds; despatched Jan-April only."),
# r28-06 fly mask
(21, "r28-06", "woocommerce", "professional", 4,
 "Pests ('Midges', 'Flies') and synonyms ('Fly veil', 'Equine') are listed as features. 'Also of note: ears and removable nose flap' buries a main feature. The sizes (cob/pony) are not in the body. NOT a grazing muzzle is kept.",
 "• Midges"),
(22, "r28-06", "bigcommerce", "luxury", 4,
 "A garbled list puts a fastening next to insects: 'double velcro, midges, flies as well as sun protection'. No luxury register. Pony size is missing from the body.",
 "In addition: double velcro, midges, flies as well as sun protection."),
(23, "r28-06", "magento", "technical", 4,
 "'Additional features: fly veil' followed by 'Equine', 'Midges', 'Flies' as specs are wrong roles. Good: remove daily / check for rubbing sits under Instructions.",
 "Additional features: fly veil"),
(24, "r28-06", "generic", "casual", 4,
 "Same keyword bullets. Full size / cob / pony are all missing from the body. 'Good to know: ears and removable nose flap' hides the headline feature.",
 "Good to know: ears and removable nose flap."),
# r28-07 UVB tube
(25, "r28-07", "etsy", "professional", 3,
 "The opening sentence is 'is fragile' (a packing note). Packing is called 'Store policy: double boxed'. Three of the 13 tags are spent on 'fragile'. 'No glass or plastic between lamp and animal' is left as a bare fragment.",
 "The Arcadia T5 ProT Desert 12% UVB 24W 550mm Tube is fragile."),
(26, "r28-07", "amazon", "luxury", 2,
 "The seller's mounting instruction (no glass or plastic between lamp and animal, because glass blocks UVB) becomes a product claim, so the keeper loses the welfare instruction. The first bullet is 'It is fragile.' Packing is called 'House policy'.",
 "It has no glass or plastic between lamp and animal."),
(27, "r28-07", "walmart", "technical", 2,
 "The UVB welfare instruction is relabelled 'Feature', which reverses its role. 'Fragile' is a key feature. 'Sale policy: double boxed'. Bearded dragon appears only in the title.",
 "Feature: no glass or plastic between lamp and animal."),
(28, "r28-07", "ebay", "casual", 2,
 "'It's got no glass or plastic between lamp and animal' turns an instruction into a feature. 'Fragile' is a rundown bullet. 'Shop policy: double boxed'.",
 "It's got no glass or plastic between lamp and animal."),
# r28-08 violin bridge
(29, "r28-08", "shopify", "professional", 5,
 "Faithful but almost empty: one 'Introducing' line and three bullets. 'Made in France' is not in the body. The meta gives no reason to click. A luthier-facing line about the unfitted blank would have been easy to write.",
 "Introducing the Aubert Deluxe 4/4 Violin Bridge."),
(30, "r28-08", "aliexpress", "luxury", 4,
 "Real loss: maple (the material) is gone from the body, leaving two stubs. No luxury language for an Aubert Deluxe.",
 "Its details in brief: unfitted blank (needs cutting) as well as luthier supply."),
(31, "r28-08", "target", "technical", 5,
 "Correct 'Build material: maple'. Otherwise bare, and a limitation ('needs cutting') is labelled an additional feature.",
 "Additional features: unfitted blank (needs cutting)"),
(32, "r28-08", "facebook", "casual", 5,
 "Faithful, three bullets, no voice or reason to buy.",
 "You're looking at the Aubert Deluxe 4/4 Violin Bridge."),
# r28-09 humbucker
(33, "r28-09", "woocommerce", "professional", 6,
 "Sound and honest: used condition first, NO mounting ring or screws, not for single coil, tested working. Flat, and it changes the seller's lower-case 'humbucker routes' to 'Humbucker'.",
 "It fits Gibson / Epiphone style Humbucker routes."),
(34, "r28-09", "bigcommerce", "luxury", 5,
 "Faithful but stilted: 'It is, at heart, a guitar pickup' on a listing for a named JB. A list ends 'as well as 16.4k ohms'. Capitals changed ('Humbucker').",
 "It is, at heart, a guitar pickup"),
(35, "r28-09", "magento", "technical", 4,
 "Wrong roles: an absence is labelled 'Feature: NO mounting ring or screws', fit is labelled 'Performance', and 'Seymour Duncan JB' is an 'Additional feature'.",
 "Feature: NO mounting ring or screws."),
(36, "r28-09", "generic", "casual", 6,
 "Clear and honest casual used listing. Templated, and changes the capitalisation of 'humbucker'.",
 "And it fits Gibson / Epiphone style Humbucker routes."),
# r28-10 replica coins
(37, "r28-10", "etsy", "professional", 5,
 "Good: NOT genuine / NOT silver (silver plated pewter) / not for investment all kept, and 'They are supplied with a gift pouch' is natural. But only 11 of 13 tags, two of them near-duplicates ('REPLICA Coins Set', 'REPLICA Coins'). Uses (LARP, re-enactment) are listed as details.",
 "REPLICA Coins Set, REPLICA Coins, Museum Copy"),
(38, "r28-10", "amazon", "luxury", 4,
 "The first bullet is just 'Approx 19mm'. The uses are a fragment ('Also: history teaching aid, re-enactment as well as LARP'). The negations are kept in the last bullet.",
 "Also: history teaching aid, re-enactment as well as LARP."),
(39, "r28-10", "walmart", "technical", 5,
 "Faithful. 'NOT genuine' is a key feature, but 'NOT silver' is missing from the key features. 'Inside the box' invents a box: the seller said a pouch.",
 "Inside the box: a gift pouch."),
(40, "r28-10", "ebay", "casual", 5,
 "Negations kept in the body. The subtitle is spent on 'Approx 19mm'. The title shortening dropped 'Not Genuine' (REPLICA survives). No reason to buy.",
 "Approx 19mm, Roman denarius and museum reproduction"),
# r28-11 JCB seal kit
(41, "r28-11", "shopify", "professional", 5,
 "Faithful: replaces number, NOT genuine JCB, check sizes, no returns on opened kits. Fitment ('JCB 3CX 4CX backhoe') is mixed into the list of contents. Visible SEO padding calls the kit a 'boom ram'.",
 "Also searched as: hydraulic cylinder seals and boom ram."),
(42, "r28-11", "aliexpress", "luxury", 4,
 "A garbled list puts the machine in with the parts: 'JCB 3CX 4CX backhoe, polyurethane rod seal, piston seal as well as wiper'.",
 "Its details in brief: JCB 3CX 4CX backhoe, polyurethane rod seal, piston seal as well as wiper."),
(43, "r28-11", "target", "technical", 4,
 "Wrong labels: 'Performance: it replaces 991/00114'. The machine is listed as an 'Additional feature'.",
 "Performance: it replaces 991/00114."),
(44, "r28-11", "facebook", "casual", 5,
 "Faithful casual dump. 'It replaces 991/00114, too' adds a meaningless 'too'.",
 "It replaces 991/00114, too."),
# r28-12 cambelt kit
(45, "r28-12", "woocommerce", "professional", 5,
 "Faithful (coolant NOT included, locking tools, engine codes). It opens with 'Also of note' after nothing, one Details list holds both parts and cars, and the meta is a list.",
 "Introducing the Timing Belt Kit w/ Water Pump. Also of note:"),
(46, "r28-12", "bigcommerce", "luxury", 4,
 "Garbled: parts and vehicles are run together in one 'as well as' sentence.",
 "In the detail: tensioner, idler pulley, VW Golf Mk5 as well as Passat B6."),
(47, "r28-12", "magento", "technical", 4,
 "A part is labelled 'Additional features: tensioner', and then car models follow as specs. The meta is cut before the engine years.",
 "Additional features: tensioner"),
(48, "r28-12", "generic", "casual", 5,
 "Faithful casual list with the caveats kept. Parts and fitment are mixed in one rundown.",
 "Here's the Timing Belt Kit w/ Water Pump."),
# r28-13 faux fur stole
(49, "r28-13", "etsy", "professional", 3,
 "Misleading narrowing: a Bridal stole 'is intended for bridesmaids'. Food-label wording on a garment ('contains no animal-derived ingredients'). Satin lining is in the tags but not the body.",
 "It is intended for bridesmaids."),
(50, "r28-13", "amazon", "luxury", 3,
 "'FOR WHOM: It is intended for bridesmaids' shuts out the bride. 'THE CHOICES' implies colour options where there is one colour. Satin lining and shrug are lost from the body.",
 "FOR WHOM: It is intended for bridesmaids."),
(51, "r28-13", "walmart", "technical", 3,
 "Invents variants ('Options' / 'Available variants: ivory / off white'). 'Designed for bridesmaids'. 'Winter wedding' listed as a spec. Satin lining is lost.",
 "It is designed for bridesmaids."),
(52, "r28-13", "ebay", "casual", 3,
 "'Pick from ivory / off white' offers a choice that does not exist. 'It's made for bridesmaids'. The satin lining is missing from the body.",
 "Pick from ivory / off white."),
# r28-14 Harris Tweed
(53, "r28-14", "shopify", "professional", 4,
 "Moth hole disclosed properly, but a flaw ('Lining slightly worn at cuffs') sits in the Details bullets next to '2 button'. The measurements are split up (pit to pit in prose, back length in a bullet). Brown herringbone is not in the body.",
 "• Lining slightly worn at cuffs"),
(54, "r28-14", "aliexpress", "luxury", 4,
 "A flaw and a measurement are folded into a feature list with 'as well as'. Vintage Harris Tweed gets no luxury voice.",
 "More details: side vents, good vintage condition, lining slightly worn at cuffs as well as back length 30\"."),
(55, "r28-14", "target", "technical", 3,
 "Flaw presented as a feature: the 'Additional features:' list runs on to 'Lining slightly worn at cuffs'. Herringbone is lost.",
 "• Additional features: sports coat"),
(56, "r28-14", "facebook", "casual", 4,
 "A measurement is thrown in as 'One more thing: pit to pit 22\"'. The worn lining is a rundown bullet next to the features.",
 "One more thing: pit to pit 22\"."),
# r28-15 hi-vis vests
(57, "r28-15", "woocommerce", "professional", 3,
 "Empty body: one line plus one bullet. EN ISO 20471 Class 2, XL, velcro and pack of 10 (the reasons a site manager buys) are only in the title. The meta offers nothing.",
 "Hi Vis Vest Yellow x10: high visibility waistcoat."),
(58, "r28-15", "bigcommerce", "luxury", 3,
 "One sentence, a garbled 'In the detail: high visibility waistcoat'. Certification and size are absent from the body.",
 "In the detail: high visibility waistcoat."),
(59, "r28-15", "magento", "technical", 3,
 "A technical listing whose only spec is 'Additional features: high visibility waistcoat'. The EN ISO class is missing from the specs.",
 "Additional features: high visibility waistcoat"),
(60, "r28-15", "generic", "casual", 3,
 "Body is one line and one bullet. EN ISO 20471 class 2, XL and velcro appear only in the title (there is no SEO title here).",
 "You're looking at the Hi Vis Vest Yellow x10."),
# r28-16 leather stamps
(61, "r28-16", "etsy", "professional", 4,
 "'offers leather stamps, 20 pieces and a storage case' is garbled. An instruction ('Dampen leather first') is a Details bullet and a tag. All NOTs are kept.",
 "The Leather Tooling Stamp Set 20pcs offers leather stamps, 20 pieces and a storage case."),
(62, "r28-16", "amazon", "luxury", 4,
 "The bullet is a keyword heap mixing stamp shapes, an instruction and 'hobby craft'. The search terms contain 'not included'.",
 "FURTHER DETAILS: Leatherworking, basket weave, backgrounder, camouflage, pear shader, dampen leather first as well as hobby craft."),
(63, "r28-16", "walmart", "technical", 4,
 "Key features include 'Dampen leather first' and 'Leatherworking'. Zinc alloy (NOT steel) is not among the key features.",
 "Further features: pear shader, dampen leather first and hobby craft."),
(64, "r28-16", "ebay", "casual", 4,
 "Garbled: the stamps and case are 'on it'. An instruction appears as a rundown bullet.",
 "You'll find leather stamps, 20 pieces, plus a storage case on it."),
# r28-17 love spoon
(65, "r28-17", "shopify", "professional", 3,
 "Wrong role: the 5-7 working day lead time appears under 'How to use'. Celtic knot and hearts (the carving the buyer is paying for) are missing from the body. Synonyms appear as Details bullets.",
 "Allow 5-7 working days."),
(66, "r28-17", "aliexpress", "luxury", 3,
 "Lead time is passed off as usage ('A word on use'). Hand carved, Celtic knot and hearts are lost from the body. There is no romance in a luxury love-spoon listing.",
 "A word on use: allow 5-7 working days."),
(67, "r28-17", "target", "technical", 3,
 "'Instructions: allow 5-7 working days'. 'Lovespoon' and 'Llwy garu' are listed as additional features. The carving motifs are lost.",
 "Instructions: allow 5-7 working days."),
(68, "r28-17", "facebook", "casual", 3,
 "'Quick how-to: allow 5-7 working days' is a wrong role. Carving motifs are lost. One good line ('Need a Welsh gift? This is it.') does not save it.",
 "Quick how-to: allow 5-7 working days."),
# r28-18 budget template
(69, "r28-18", "woocommerce", "professional", 4,
 "A fragment ('Further information: Microsoft Excel (2016 or newer)') says nothing about compatibility. Google Sheets and bill tracker are not in the body. NOT compatible / no refunds are kept.",
 "Further information: Microsoft Excel (2016 or newer); digital file only (NO physical item shipped)."),
(70, "r28-18", "bigcommerce", "luxury", 4,
 "A garbled run-on list. 'It is meant for savings goals' undersells it. No luxury register.",
 "In the detail: personal finance, debt snowball, automatic charts as well as GBP / USD / EUR."),
(71, "r28-18", "magento", "technical", 4,
 "A topic is labelled a feature ('Additional features: personal finance'). Compatibility, the spec a technical buyer needs first, is not set out as a spec row: Google Sheets is missing from the body and Excel 2016+ is buried in a 'Details:' line.",
 "Additional features: personal finance"),
(72, "r28-18", "generic", "casual", 4,
 "Google Sheets, half the compatibility, is missing from the body, leaving just 'Microsoft Excel'. Bill tracker is lost.",
 "One more thing: Microsoft Excel (2016 or newer); digital file only (NO physical item shipped)."),
# r28-19 wedding speech
(73, "r28-19", "etsy", "professional", 3,
 "A nonsense sentence turns a quality claim into a use case ('a good fit for 100% original'). 'Which is confidential' is the opening hook. Father of the bride is missing from the Details.",
 "It is a good fit for 100% original."),
(74, "r28-19", "amazon", "luxury", 3,
 "The seller's negation is not kept word for word: 'by us' is dropped, so it now reads as if the speech is not to be read aloud. 'INTENDED USE: It is well suited for 100% original'. 2 revisions are 'PRESENTED WITH'.",
 "Kindly note that it is NOT read aloud or recorded."),
(75, "r28-19", "walmart", "technical", 3,
 "A service is given a box ('Inside the box: 2 revisions'). 'Use case: for 100% original'. 'by us' is dropped from the NOT line.",
 "Inside the box: 2 revisions."),
(76, "r28-19", "ebay", "casual", 3,
 "'It's great for 100% original' is broken. Father of the bride is missing from the body and the title cut dropped '5 Min Speech'.",
 "It's great for 100% original."),
# r28-20 kombu
(77, "r28-20", "shopify", "professional", 5,
 "Faithful: the iodine caution has its own safety block, and do NOT wash off is kept. But the opening is a vegan boilerplate. Hokkaido / Japan / dashi (why buy ma-kombu) appear only in the titles. Synonyms are used as bullets.",
 "Being vegan, the Dried Kombu Seaweed 100g contains no animal-derived ingredients."),
(78, "r28-20", "aliexpress", "luxury", 4,
 "A garbled list of synonyms and a flavour word. Hokkaido and dashi are lost from the body. The iodine line is kept.",
 "In the detail: konbu, dried kelp, Japanese soup stock as well as umami."),
(79, "r28-20", "target", "technical", 4,
 "A synonym is labelled a feature ('Additional features: konbu'), and 'Umami' is a spec. The origin is lost from the body.",
 "Additional features: konbu"),
(80, "r28-20", "facebook", "casual", 5,
 "Faithful casual dump with the iodine and mannitol notes intact. Origin and dashi use are lost. Templated.",
 "It's vegan, which means it contains no animal-derived ingredients."),
# r28-21 archive boxes
(81, "r28-21", "woocommerce", "professional", 4,
 "The meta description, seen in Google, is garbled: the boxes 'are flat packed and moving'. The lift-off lid is not in the body. NOT waterproof is kept.",
 "The Archive Storage Boxes x10 are flat packed and moving and come with hand holes."),
(82, "r28-21", "bigcommerce", "luxury", 4,
 "Same garble in the body ('they are flat packed and moving'). 'Fashioned from double wall corrugated cardboard' is mock luxury.",
 "Moreover, they are flat packed and moving."),
(83, "r28-21", "magento", "technical", 4,
 "'Characteristics: flat packed, moving' and 'Parts: hand holes' use the wrong roles.",
 "Characteristics: flat packed, moving"),
(84, "r28-21", "generic", "casual", 5,
 "Readable casual dump. The 'Moving' bullet is a stub, 'Here's the ... Boxes' is a number slip, and lift-off lid / heavy duty are lost from the body.",
 "Here's the Archive Storage Boxes x10."),
# r28-22 whiteboard markers
(85, "r28-22", "etsy", "professional", 4,
 "Only 9 of 13 tags, including the useless 'Dry' and 'Dry Markers'. The seller's title is altered with lower-case pipes. The body is four bullets with no reason to buy.",
 "Dry Markers, marker, Dry"),
(86, "r28-22", "amazon", "luxury", 3,
 "An Amazon listing with a single bullet, labelled 'FURTHER DETAILS' with nothing before it. Chisel tip is gone from the body. The search terms are three words.",
 "FURTHER DETAILS: Whiteboard pens, dry erase, assorted colours as well as low odour."),
(87, "r28-22", "walmart", "technical", 5,
 "Thin but faithful: five key features including chisel tip. A stray capital ('Specs: Whiteboard pens').",
 "Specs: Whiteboard pens, dry erase, assorted colours and low odour."),
(88, "r28-22", "ebay", "casual", 5,
 "Thin, faithful rundown. Chisel tip appears only in the title. No reason to buy.",
 "You're looking at the Dry Wipe Whiteboard Markers x12."),
# r28-23 lancets
(89, "r28-23", "shopify", "professional", 4,
 "The worst line is demoted: 'Never reuse or share lancets' sits under 'Good to know', while 'Dispose in sharps bin' gets the Safety block. 'Diabetes' is a Details bullet. The NOT compatible line is kept word for word.",
 "Never reuse or share lancets."),
(90, "r28-23", "aliexpress", "luxury", 4,
 "The reuse/share prohibition is softened to 'Please bear in mind'. 'diabetes as well as blood sugar testing' appear as 'details'.",
 "Please bear in mind: never reuse or share lancets."),
(91, "r28-23", "target", "technical", 4,
 "The spec list labels gauge an 'Additional feature' and lists 'Diabetes' as a spec. The safety lines survive but are not marked as warnings.",
 "Additional features: 30 gauge"),
(92, "r28-23", "facebook", "casual", 4,
 "The reuse/share prohibition is softened to 'Just so you know'. 'Here's the Sterile Lancets' is a number slip.",
 "Just so you know: never reuse or share lancets."),
# r28-24 silicone bibs
(93, "r28-24", "woocommerce", "professional", 3,
 "The meta description is nonsense: the bibs 'come with 6 months-3 years'. 'Do not leave on sleeping baby' is demoted to the care paragraph, while NOT a toy and supervise get the Safety block. The food-catcher pocket and waterproofing (the reason to buy) are missing from the body.",
 "The Silicone Baby Bibs x2 are BPA free and come with 6 months-3 years."),
(94, "r28-24", "bigcommerce", "luxury", 3,
 "The opening is garbled ('With 6 months-3 years'), and the sleeping-baby line is softened to 'Please bear in mind'. It has the set's one genuine luxury line ('The food grade silicone is the quiet luxury here').",
 "With 6 months-3 years, the Silicone Baby Bibs x2 are BPA free."),
(95, "r28-24", "magento", "technical", 3,
 "An age range is labelled a design feature. The meta says it 'includes 6 months-3 years'. The sleeping-baby line sits under Notes and not Safety.",
 "Design features: 6 months-3 years"),
(96, "r28-24", "generic", "casual", 3,
 "Garbled ('they've got 6 months-3 years'). The food catcher is absent from the body. 'Heads up: do not leave on sleeping baby' is a casual aside, not a warning.",
 "They're BPA free, and they've got 6 months-3 years."),
# r28-25 Ceylon cinnamon
(97, "r28-25", "etsy", "professional", 6,
 "The best of the set: natural opening, uses in a sentence, NOT cassia and the allergen line kept, 13 relevant tags. Still templated: 'Mulled wine' is stranded as a Details bullet away from the other uses, and Alba grade / Sri Lanka are only in the title and tags.",
 "They are made for curries, baking and chai."),
(98, "r28-25", "amazon", "luxury", 4,
 "A selling point is filed as a caveat ('WORTH BEARING IN MIND: NOT cassia'). A garbled list ends 'approx 12cm sticks as well as mulled wine'. The allergen bullet is first, labelled SAFETY.",
 "WORTH BEARING IN MIND: NOT cassia."),
(99, "r28-25", "walmart", "technical", 4,
 "An allergen notice is listed as a key feature. Packaging is the first key feature. Alba grade is lost from the body.",
 "Packed in a facility that also handles nuts and sesame."),
(100, "r28-25", "ebay", "casual", 5,
 "Faithful casual dump with the allergen line kept. But the opening and subtitle lead with the pouch ('They've got a resealable kraft pouch'), and NOT cassia is hidden as a 'Just so you know' caveat.",
 "They've got a resealable kraft pouch, and they're sweet and delicate."),
]

SHORT = {
 "r28-01": "Pipette tips 200µl x960", "r28-02": "Nutrient agar plates x10", "r28-03": "Bee smoker",
 "r28-04": "Poultry drinker 8L", "r28-05": "Charlotte seed potatoes", "r28-06": "Horse fly mask",
 "r28-07": "Arcadia T5 UVB tube", "r28-08": "Aubert violin bridge", "r28-09": "SD JB pickup (used)",
 "r28-10": "Replica denarius set", "r28-11": "JCB ram seal kit", "r28-12": "Cambelt kit + pump",
 "r28-13": "Faux fur bridal stole", "r28-14": "Harris Tweed jacket (used)", "r28-15": "Hi-vis vests x10",
 "r28-16": "Leather stamp set", "r28-17": "Welsh love spoon", "r28-18": "Budget spreadsheet",
 "r28-19": "Wedding speech service", "r28-20": "Dried kombu 100g", "r28-21": "Archive boxes x10",
 "r28-22": "Whiteboard markers x12", "r28-23": "Lancets 30G x100", "r28-24": "Silicone bibs x2",
 "r28-25": "Ceylon cinnamon 100g",
}

def sections(path):
    txt = open(path, encoding="utf-8").read()
    out = OrderedDict()
    parts = re.split(r"(?m)^(?=## #\d+ )", txt)
    for p in parts:
        m = re.match(r"## #(\d+) (\S+) · (\S+) · (\S+)\s*\n", p)
        if m:
            out[int(m.group(1))] = ((int(m.group(1)), m.group(2), m.group(3), m.group(4)), p)
    return out

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    secs = sections(os.path.join(here, "listings.md"))
    scores = [r[4] for r in R]
    n = len(R)
    print(f"count: {n}")
    print(f"mean: {statistics.mean(scores):.2f}")
    print(f"median: {statistics.median(scores)}")
    print(f"share >=8: {sum(s>=8 for s in scores)/n:.0%}")
    print(f"share >=6: {sum(s>=6 for s in scores)/n:.0%}")
    print(f"share <=2: {sum(s<=2 for s in scores)/n:.0%}")
    print("histogram:")
    for k in range(1, 11):
        c = sum(s == k for s in scores)
        print(f"  {k:2d}: {c:3d} {'#'*c}")
    for label, idx in (("tone", 3), ("platform", 2)):
        g = defaultdict(list)
        for r in R: g[r[idx]].append(r[4])
        print(f"mean by {label}:")
        for k in sorted(g, key=lambda k: (-statistics.mean(g[k]), k)):
            print(f"  {k:12s} {statistics.mean(g[k]):.2f}  (n={len(g[k])})")
    g = OrderedDict()
    for r in R: g.setdefault(r[1], []).append(r)
    print("mean by product:")
    for pid, rows in g.items():
        sc = [r[4] for r in rows]
        print(f"  {pid} {SHORT.get(pid,''):28s} {statistics.mean(sc):.2f}  "
              + " ".join(f"#{r[0]}={r[4]}" for r in rows))
    hm = qv = 0
    for r in R:
        sec = secs.get(r[0])
        if sec and sec[0] == tuple(r[:4]): hm += 1
        else: print(f"  HEADER MISMATCH #{r[0]}: {r[:4]} vs {sec[0] if sec else None}")
        if sec and r[6] and r[6] in sec[1]: qv += 1
        else: print(f"  QUOTE NOT FOUND #{r[0]}: {r[6]!r}")
    nums = sorted(r[0] for r in R)
    if nums != list(range(1, 101)): print("  WARNING: listing numbers not exactly 1..100")
    print(f"headers matched: {hm}/{len(secs)}")
    print(f"quotes verified verbatim: {qv}/{n}")

if __name__ == "__main__":
    main()
