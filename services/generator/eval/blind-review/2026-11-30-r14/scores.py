#!/usr/bin/env python3
"""Review r14: scores for 100 listings (blind review of listings.md against products.json).

Each entry: (listing number, product id, platform, tone, score 1-10, reason).
Every reason starts with the listing's worst phrase, quoted verbatim from listings.md.
Run from this directory: python3 scores.py
"""
import json
import os
import re
import statistics
from collections import defaultdict

SCORES = [
    (1, 'r14-01', 'etsy', 'professional', 4, '"Further details: screen protector fitted, iron discrimination, 8kHz frequency and please check land permission & local laws before detecting." A legal instruction is filed as a product feature. The opening pastes the whole title into a sentence ("...- Great Condition comes with 5 search modes"), and the Etsy tags include junk ("w detector", "earphones"). On the plus side every fact, negation and the seller story survive.'),
    (2, 'r14-01', 'amazon', 'luxury', 3, '"THE DETAILS: It is made with 5 search modes as well as original box & manual." Garbled lead bullet, a "STATE OF THE PIECE" label, "FURTHER DETAILS" used twice, and batteries/NOT-waterproof left out of the bullets. Real losses: "collection from Lincoln or tracked courier UK only" and the whole seller story ("tested it again this week"), which is the trust signal on a used detector.'),
    (3, 'r14-01', 'walmart', 'technical', 4, '"Parts: 5 search modes and original box & manual." Search modes are not parts. The key features open with defects ("Used approx 15 hunts", "Coil cover has scuffs") ahead of what the buyer gets. Lost: the collection/UK-courier-only restriction and the seller\'s tested-this-week note.'),
    (4, 'r14-01', 'ebay', 'casual', 5, '"Plus: screen protector fitted, iron discrimination, 8kHz frequency, plus please check land permission & local laws before detecting." A fact dump in a "highlights/plus" frame. The title is cut to 71 of 80 characters and drops "Pinpointer" and "Great Condition", and the subtitle only repeats trivia. On the plus side everything is kept, including the story, battery/waterproof notes and the UK-only delivery.'),
    (5, 'r14-02', 'shopify', 'professional', 6, '"It is a good fit for fathers day, a retirement and best man." Garbled occasion sentence and a flat "offers..." lead, but the structure is sound. All negations (cigars/accessories NOT included, never tap water) are kept, both seller sentences are there, and the meta fields are sensible.'),
    (6, 'r14-02', 'aliexpress', 'luxury', 4, '"It is meant for fathers day, a retirement and best man." Drops the seller\'s first line "Every humidor I sell is checked for lid seal", which is the best trust claim, and drops the 1-2 day dispatch. The luxury tone is only connectors ("Quite simply", "In the detail"). Negations intact.'),
    (7, 'r14-02', 'target', 'technical', 4, '"Intended use: for fathers day, a retirement and best man." A label dump ("Parts:", "Function:", "Specs:"). Loses the lid-seal check sentence from the seller details and the dispatch time. Negations and the seasoning warning are intact.'),
    (8, 'r14-02', 'facebook', 'casual', 6, '"You can use it for fathers day, a retirement and best man." Garbled occasion line and a "highlights/plus" list, but everything is kept, including both seller sentences, the seasoning warning and all NOT-included items. The casual voice mostly lands ("Need a gift for him? This is it.").'),
    (9, 'r14-03', 'woocommerce', 'luxury', 3, '"Its color is natural." "natural, NOT polished" (natural state) is turned into a colour. Several sentences are nonsense: "is an approx 5cm across (fossil)", "Moreover, it is educational.", "hand prepared w/ air pen as well as collector", "More in the detail: geology student." There is no luxury voice. Facts and negations are present.'),
    (10, 'r14-03', 'magento', 'technical', 3, '"Performance: it comes w/ ID card & location label." Wrong roles throughout: "Item color: natural", "Characteristics: educational", and audience words listed as "Additional features" ("collector, geology student"). The meta description ends "and collector." It needs a rewrite, but the negations are intact.'),
    (11, 'r14-03', 'bigcommerce', 'casual', 4, '"It\'s an approx 5cm across (fossil)." The opening sentence is broken, and audience and state words are listed as features ("Collector", "Geology student", "Natural"). The rest is truthful and scannable, with the story, exact-item and small-parts notes kept.'),
    (12, 'r14-03', 'generic', 'professional', 3, '"Shoppers looking for an approx 5cm across (fossil) will find it in the Genuine Dorset Jurassic Ammonite Fossil." The lead is garbled, followed by "The color is natural.", "hand prepared w/ air pen and collector. Additionally: geology student." and "It is sold as a gift." The facts are kept but it reads as machine output.'),
    (13, 'r14-04', 'etsy', 'professional', 3, '"bike, bicycle, cycle, push bike, cycling" Five of 13 Etsy tags read "Bicycle" (the card brand) as pedal bikes, so they are misleading and wasted. The title ends with a stray "| parlour", "Further details: close-up magic, parlour, party tricks and beginner magician." is a dump, and "It is made for a birthday." is garbled.'),
    (14, 'r14-04', 'amazon', 'luxury', 3, '"bike bikes bicycles cycle" Backend search terms target pedal bicycles, and the title gains a stray ", Parlour". Bullets are thin and mislabelled ("THE DETAILS: It is easy to learn.", "INTENDED USE: It is meant for a birthday."). "No sleight of hand" is missing from the bullets.'),
    (15, 'r14-04', 'walmart', 'technical', 4, '"Further specs: close-up magic, parlour, party tricks and beginner magician." Audience and occasion words are sold as specs and key features ("Parlour", "Beginner magician"), and "Technical specifications: Product class: ..." adds nothing. It is truthful otherwise: NOT a normal deck, deck only, no case and no returns once opened are all kept.'),
    (16, 'r14-04', 'ebay', 'casual', 4, '"Specially prepared roughed gaffed deck and parlour" Garbled subtitle, and the title is cut to end in a bare "w" ("...Magic Trick Deck w"). The description is truthful and complete, but "It\'s got no sleight of hand and no case/wallet" mixes a selling point with an exclusion.'),
    (17, 'r14-05', 'shopify', 'professional', 6, '"The Dual Line Stunt Kite 1.8m offers 2 x 25m 30kg braided polyester lines on winders and wrist strap handles." A flat lead that sells the lines instead of the kite. Otherwise it is sound: clean detail bullets, fibreglass (NOT carbon) and spare spars NOT included are kept, the age/supervision line is there, and the full WARNING sits in its own safety block.'),
    (18, 'r14-05', 'aliexpress', 'luxury', 5, '"Discover the Dual Line Stunt Kite 1.8m, with 2 x 25m 30kg braided polyester lines on winders as well as wrist strap handles." A fact dump with luxury connectors ("In the detail", "Beyond that", "Worth knowing") and no real luxury voice. It is truthful, with the warning and exclusions intact.'),
    (19, 'r14-05', 'target', 'technical', 5, '"Item: Dual Line Stunt Kite 1.8m, with 2 x 25m 30kg braided polyester lines on winders and wrist strap handles." A label dump ("Feature list:", "Additional:", "Notes:"). Technical specs such as wind range and wingspan sit in run-on prose rather than a spec list. Faithful, with the warning intact.'),
    (20, 'r14-05', 'facebook', 'casual', 5, '"You\'ll find 2 x 25m 30kg braided polyester lines on winders, plus wrist strap handles on it." Clumsy "on it" phrasing in a "good stuff/on top of that" frame. Faithful and complete, with the WARNING and age line kept.'),
    (21, 'r14-06', 'woocommerce', 'luxury', 3, '"Please bear in mind: pump NOT incl, grass & 3G/4G artificial pitch." The suitable surfaces are pulled into a not-included caution, so grass/3G/4G now read as a negation. The tool also invents emphasis ("It weighs 410-450g, no more") and sells care and use words as details ("clean w/ damp cloth", "Sunday league").'),
    (22, 'r14-06', 'magento', 'technical', 3, '"Note: pump NOT incl, grass & 3G/4G artificial pitch." Same surface/negation garble, which is misleading on what pitches the ball suits. "Additional features" crams in size, care and audience ("clean w/ damp cloth, training, ..."). The FIFA/weight specs are right.'),
    (23, 'r14-06', 'bigcommerce', 'casual', 3, '"Just so you know: pump NOT incl, grass & 3G/4G artificial pitch." Same surface/negation garble. The rundown lists "Clean w/ damp cloth", "Training" and "Sunday league" as features, and the key build facts (bonded PU, inflation) sit under "One more thing".'),
    (24, 'r14-06', 'generic', 'professional', 3, '"Good to know: pump NOT incl, grass & 3G/4G artificial pitch." Same surface/negation garble, plus "Also: training, 5-a-side, 11-a-side and school team. Additionally: Sunday league." A fact dump.'),
    (25, 'r14-07', 'etsy', 'professional', 4, '"collectors\' item, storage furniture, storage cabinet, furniture" Etsy tags sell a 1:12 dollhouse miniature as real storage furniture, and also include junk ("w dresser", "Miniature Blue"). The body is truthful: the 14+ choking WARNING, NOT a toy, resin NOT real china, dolls & house NOT included and the story are all kept.'),
    (26, 'r14-07', 'amazon', 'luxury', 4, '"dressers storage furniture cabinet home unit household" Search terms target full-size furniture. Bullets are thin ("THE DETAILS: It is made with 2 opening cupboard doors."). The seller\'s white/sage custom option is lost, and "my kitchen table" becomes "a kitchen table". The safety bullet comes first, which is good.'),
    (27, 'r14-07', 'walmart', 'technical', 5, '"More specs: 1 drawer (non opening) and collectors\' item." A label dump. "NOT a toy" is a key feature, which is acceptable, but the white/sage option and postage are lost. The warning and all negations are intact.'),
    (28, 'r14-07', 'ebay', 'casual', 4, '"1:12 Scale Dolls House Welsh Dresser - Handmade Oak Stain, w" The eBay title is cut to 60 characters ending in "w" and loses "Miniature Blue & White Plates", and the subtitle "2 opening cupboard doors and hardwood & birch ply" is weak. The description is complete and truthful, with the warning kept.'),
    (29, 'r14-08', 'shopify', 'professional', 5, '"Gran Turismo 4 driving guide insert and manual creased" The contents sentence swallows a defect ("...insert and manual creased"). Otherwise it is faithful and complete: PAL/NTSC and PS3/4/5 incompatibility, memory card NOT incl, "sold as seen", story and postage.'),
    (30, 'r14-08', 'aliexpress', 'luxury', 4, '"Above all, the Gran Turismo 4 is complete in box (CIB)" Same garbled contents/defect sentence. Loses "sold as seen in photos, I\'m happy to send more pictures" and the postage line, and the luxury voice is just connectors.'),
    (31, 'r14-08', 'target', 'technical', 4, '"Properties: complete in box (CIB): case, disc, manual, Gran Turismo 4 driving guide insert and manual creased." Garbled label dump. Loses the sold-as-seen/more-photos offer and postage. The compatibility negations are intact.'),
    (32, 'r14-08', 'facebook', 'casual', 5, '"It\'s complete in box (CIB): case, disc, manual, Gran Turismo 4 driving guide insert and manual creased." Same contents/defect garble. Otherwise complete and in a fair casual voice, with the PAL warning, story, photos offer and postage kept.'),
    (33, 'r14-09', 'woocommerce', 'luxury', 3, '"Also of interest: discs very good, outer box slight shelf wear on corners, family movie night as well as anime fans." Condition and audience are jumbled together, and "Above all, the ... 1 Case Cracked are all tested." is garbled. The film list, the main selling point, is buried under "A note" after the missing booklet.'),
    (34, 'r14-09', 'magento', 'technical', 3, '"Characteristics: all tested" A spec list made of "family movie night, anime fans, non smoking home" as "Additional features". The film list is buried in Notes, and there is no per-item spec structure (region, audio, subs).'),
    (35, 'r14-09', 'bigcommerce', 'casual', 4, '"Heads up: booklet NOT incl (missing). Good to know: 12 films incl Spirited Away" The film titles sit under "Heads up" as if they were a caveat, and audience words are bullets ("Family movie night", "Anime fans"). Truthful otherwise: Region B warning, cracked case and missing booklet are kept.'),
    (36, 'r14-09', 'generic', 'professional', 3, '"Also: discs very good, outer box slight shelf wear on corners, family movie night and anime fans." Condition, audience and smoke-free status are mashed together, "They are sold as a gift." adds nothing, and the film list is buried at the end.'),
    (37, 'r14-10', 'etsy', 'professional', 3, '"With wallets, belts, bags and watch straps, the Leathercraft Pricking Irons Set 4mm are angled." Nonsense lead that reads as if the set comes with wallets and belts. "roll-up canvas case incl and saddlery repairs" is a dump, and the Etsy tags are junk ("w irons", "Case", "wallets irons"). The warning is kept.'),
    (38, 'r14-10', 'amazon', 'luxury', 2, '"THE DETAILS: They are angled, with wallets, belts, bags as well as watch straps." False contents claim: it says the irons come "with wallets, belts, bags". The title is padded with ", Bags", which reinforces it. The warning bullet comes first, which is good.'),
    (39, 'r14-10', 'walmart', 'technical', 2, '"Parts: wallets, belts, bags and watch straps." False contents claim ("Parts: wallets..."), and the first key feature is "Wallets". Use cases are presented as components.'),
    (40, 'r14-10', 'ebay', 'casual', 2, '"They\'ve got wallets, belts, bags, plus watch straps, and they\'re angled." False contents claim, repeated in the subtitle "Wallets, belts, bags, watch straps and angled". The warning and NOT-incl mallet are kept.'),
    (41, 'r14-11', 'shopify', 'professional', 2, '"offers 2 x A5 (148 x 210mm) & 2 x A6 (105 x 148mm) Soft-Cut blocks, prints and Christmas cards." False contents claim: prints and Christmas cards are uses, not contents. "Prints", "Christmas cards", "Art class" and "Stamp making" appear as detail bullets, and "it blocks easier to carve" is broken grammar. The warning and ink/roller/bench hook exclusions are kept.'),
    (42, 'r14-11', 'aliexpress', 'luxury', 2, '"Soft-Cut blocks, prints as well as Christmas cards" False contents claim. The title ends in a stray ", pink", and "knife no.4 as well as art class" garbles the gouge list.'),
    (43, 'r14-11', 'target', 'technical', 2, '"Parts: 2 x A5 (148 x 210mm) & 2 x A6 (105 x 148mm) Soft-Cut blocks, prints and Christmas cards." False contents claim under "Parts". "Function: it blocks easier to carve" is broken and "art class" is listed as a spec.'),
    (44, 'r14-11', 'facebook', 'casual', 2, '"It comes with 2 x A5 (148 x 210mm) & 2 x A6 (105 x 148mm) Soft-Cut blocks, prints, plus Christmas cards." Says outright that it "comes with" prints and Christmas cards. "plus art class" is garbled. The warning is kept.'),
    (45, 'r14-12', 'woocommerce', 'luxury', 5, '"Discover the Rayovac Extra Advanced Hearing Aid Batteries Size 312, with 10 cards x 6 batteries = 60 cells." A faithful fact dump in luxury connectors ("Quite simply", "Worth knowing"), with the usage step filed as trivia. It keeps the NOT-size-10/13/675 line, the check-your-aid line and the full bold WARNING.'),
    (46, 'r14-12', 'magento', 'technical', 5, '"Performance: it fits most in-the-ear & receiver-in-canal hearing aids" Fit is filed as "Performance", and the specs are crammed into one "Additional features" bullet instead of Size/Chemistry/Voltage rows. Faithful, with the warning intact.'),
    (47, 'r14-12', 'bigcommerce', 'casual', 5, '"You\'ll find 10 cards x 6 batteries = 60 cells on it." Clumsy "on it". The rundown bullets are clean and the warning, wrong-size negation and VAT note are all there. A template frame.'),
    (48, 'r14-12', 'generic', 'professional', 6, '"Also of note: expiry 2028 or later; made in UK; remove tab & wait 1-2 mins before inserting." The usage step is lumped in with expiry and origin. Otherwise it is the cleanest of the battery set: plain opening, all facts, the size negation and the full warning.'),
    (49, 'r14-13', 'etsy', 'professional', 4, '"It is made for bump, hips and knees." "support for back, bump, hips, knees" is split into a garbled sentence. The care line says "removable & machine washable 40c" without naming the cover, so it reads as the pillow, right before "inner pillow hand wash only". The infant-sleep WARNING is mid-paragraph, and the tags are junk ("fully fluff up", "colour grey").'),
    (50, 'r14-13', 'amazon', 'luxury', 3, '"ITS PURPOSE: It arrives vacuum packed - allow 24-48hrs to fully fluff up." Wrong bullet roles ("THE DETAILS: It is hypoallergenic.", "INTENDED USE: It is well suited for bump, hips and knees."). The infant-sleep WARNING is not in any bullet, only low in the description, and the cover/pillow care ambiguity remains.'),
    (51, 'r14-13', 'walmart', 'technical', 2, '"Note: not a baby sleep product - WARNING Sale policy: 14 day returns if sealed." The safety line in the description is damaged: the infant-sleep WARNING is cut off and runs into the returns policy. The key features still carry it in full, but the description cannot be pasted. "For bump" is also a garbled key feature.'),
    (52, 'r14-13', 'ebay', 'casual', 5, '"You can use it for bump, hips and knees." Garbled use sentence, a weak subtitle ("Approx 140 x 70cm and hypoallergenic") and a title that drops Grey/size. It is faithful, and the full infant-sleep WARNING is intact.'),
    (53, 'r14-14', 'shopify', 'professional', 2, '"It is intended for ages 3-16." False for this pack, which is age 7-8 (ages 3-16 is the range sold). Other colours are listed as product details ("Bottle green", "Black") next to "2 x grey skirts per pack", and "Cool tumble" and "Brownies" are listed as details too.'),
    (54, 'r14-14', 'aliexpress', 'luxury', 2, '"Adjustable Waist, Permanent Pleats, black" The title and body call the grey skirts black ("It is black.") and repeat "ages 3-16". It also loses the seller\'s sizing advice and free-delivery line.'),
    (55, 'r14-14', 'target', 'technical', 2, '"Color: black." False colour (the pack is grey) and a false age range ("designed for ages 3-16"), with the sizing advice lost. "Parts: a Teflon stain resistant finish." is the wrong role.'),
    (56, 'r14-14', 'facebook', 'casual', 2, '"Color-wise, it\'s black." False colour and "made for ages 3-16". "bottle green, plus cool tumble" is a colour-and-care jumble. The seller story is kept.'),
    (57, 'r14-15', 'woocommerce', 'luxury', 3, '"More in the detail: flower lover, personalised message inside +£1.50 (option at checkout) as well as UK large letter." Audience, upsell and postage are strung together, with "nan as well as friend" as features. The pressed flowers themselves (pansy, forget-me-not, fern), the heart of the product, are buried under "A note". The second sentence of the pitch is "It has no cello bag." There is no luxury voice.'),
    (58, 'r14-15', 'magento', 'technical', 3, '"hand lettered in gold ink, nan, friend, flower lover" A single "Additional features" bullet holds card stock, audience and postage. The flower varieties are under Notes, and the meta description ends "and nan."'),
    (59, 'r14-15', 'bigcommerce', 'casual', 4, '"Who\'s it for? It\'s made for mum." Narrows the audience to mum, although nan, friend and flower lover are dumped as bullets ("Nan", "Friend"). The flower list sits under "Heads up". Truthful otherwise, with the story kept.'),
    (60, 'r14-15', 'generic', 'professional', 3, '"Additionally: plastic free packaging, \'Happy Birthday\' hand lettered in gold ink, nan and friend." Fact dump with audience words as features and the flower varieties relegated to "Please note". "It has no cello bag." is the second sentence of the pitch.'),
    (61, 'r14-16', 'etsy', 'professional', 1, '"The Fresh Seville Oranges 3kg offer jam jars." Negation inverted: the seller wrote "jam jars, sugar & recipe NOT included", and the listing offers jam jars and puts "jam jars" in the tags. Only "sugar & recipe NOT included" survives.'),
    (62, 'r14-16', 'amazon', 'luxury', 1, '"THE DETAILS: They are made with jam jars." Negation inverted (jam jars were NOT included). It also loses "We import these from the same family grove" and pre-order dispatch.'),
    (63, 'r14-16', 'walmart', 'technical', 1, '"Item: Fresh Seville Oranges 3kg, with jam jars." Negation inverted, and "Jam jars" is a key feature. The title is garbled ("Bitter Marmalade Spain") and the family-grove sentence is lost.'),
    (64, 'r14-16', 'ebay', 'casual', 1, '"They come with jam jars." Negation inverted, repeated in the subtitle "Approx 3kg, jam jars and approx 18-24 fruit". Everything else is kept.'),
    (65, 'r14-17', 'shopify', 'professional', 4, '"Care instructions: pressure washer NOT included." An exclusion filed as care. The lead invents a benefit ("comes off in seconds"), "pH neutral" is missing from the body, use cases are bullets ("Cars", "Vans"), and the SEO title is a thin 25 characters. The CLP-style WARNING and the not-for-Nilfisk line are kept.'),
    (66, 'r14-17', 'aliexpress', 'luxury', 4, '"Its care in brief: pressure washer NOT included." An exclusion filed as care, plus the invented "it comes off in seconds" and "cars as well as vans" in a feature list. The warning is intact.'),
    (67, 'r14-17', 'target', 'technical', 4, '"Maintenance: pressure washer NOT included." An exclusion filed as maintenance. The invented "comes off in seconds" is filed as a product advantage, and vehicles are listed as specs ("Further specs: motorbikes and caravans."). The warning is intact.'),
    (68, 'r14-17', 'facebook', 'casual', 4, '"To keep it looking good: pressure washer NOT included." An exclusion filed as care, plus the invented quick-release benefit and "cars, plus vans" as highlights. The warning is intact.'),
    (69, 'r14-18', 'woocommerce', 'luxury', 4, '"Also of interest: retirement, corporate awards as well as please check spelling - we engrave exactly as typed." The spelling instruction, which matters given "no refunds on personalised items", is buried in an occasion list. The free engraving (4 lines/30 chars), the main selling point, comes last, and "dance" is missing from the body. The opening line is decent.'),
    (70, 'r14-18', 'magento', 'technical', 4, '"corporate awards, please check spelling - we engrave exactly as typed" The spelling instruction sits inside a catch-all "Additional features" bullet next to sizes and occasions. Truthful, with the proof-by-email note kept.'),
    (71, 'r14-18', 'bigcommerce', 'casual', 4, '"Please check spelling - we engrave exactly as typed" The instruction is a feature bullet between "Corporate awards" and "10mm thick acrylic", and occasions are bullets ("Football", "Coach"). The free-engraving offer comes after the list.'),
    (72, 'r14-18', 'generic', 'professional', 4, '"Further details: retirement, corporate awards and please check spelling - we engrave exactly as typed." The instruction is buried in features, "More features: football, netball, player of the year and coach." is a dump, and the engraving offer is pushed to the end.'),
    (73, 'r14-19', 'etsy', 'professional', 3, '"stays where you put it, because it has anti-slip rubber feet" An invented stability promise on a ladder. The seller\'s own warning says not to use on uneven or soft ground, and this claim invites over-trust. The title ends in a stray "| 13 rungs". The warning and all NOT-for lines are kept.'),
    (74, 'r14-19', 'amazon', 'luxury', 2, '"STAYS PUT: Graced with anti-slip rubber feet, it stays where you put it." The lead bullet is an invented safety-relevant claim on a ladder, alongside "weighs approx 11kg, no more" and "Anti-slip rubber feet is a considered detail". The bullets leave out the 150kg load and EN131-6.'),
    (75, 'r14-19', 'walmart', 'technical', 3, '"Benefit: stays where you put it (anti-slip rubber feet)." The invented stability claim is filed as a benefit. The key features are otherwise good, with the WARNING second, and the exclusions are intact.'),
    (76, 'r14-19', 'ebay', 'casual', 3, '"Anti-slip rubber feet means it stays where you put it." Invented stability claim, and neither the title nor the subtitle carries the 150kg load rating. Faithful otherwise, with the warning intact.'),
    (77, 'r14-20', 'shopify', 'professional', 2, '"With a matt finish and shelves, the Peel and Stick Wallpaper Roll 45cm x 10m is removable & repositionable." Claims the roll comes with shelves, which were a use case, and "Shelves" is a detail bullet. "NOT for showers, colours: sage green & cream" pulls the colours into a negation, and the SEO title drops the colour and pattern.'),
    (78, 'r14-20', 'aliexpress', 'luxury', 2, '"Self Adhesive, Removable, shelves" The title suffix suggests shelves are included, and the body repeats "with a matt finish as well as shelves". The colours are again fused into the NOT-for-showers line.'),
    (79, 'r14-20', 'target', 'technical', 2, '"Parts: a matt finish and shelves." False contents under "Parts". The colours are buried in a negation, and use cases are listed as features ("feature walls", "drawer liner").'),
    (80, 'r14-20', 'facebook', 'casual', 2, '"it\'s got a matt finish, plus shelves." False contents claim, and "It\'s NOT for showers, colours: sage green & cream." puts the colours in a caution.'),
    (81, 'r14-21', 'woocommerce', 'luxury', 5, '"Above all, the Men\'s 100% Silk Tie is fully lined." A weak luxury lead for a silk tie, with the burgundy paisley and gold accents missing from the opening. The care advice "hang to release creases" is filed as a detail. Faithful: "not a clip-on", the pocket square sold separately and dry clean only are kept.'),
    (82, 'r14-21', 'magento', 'technical', 4, '"Item: Men\'s 100% Silk Tie, fully lined. Notes: hang to release creases." The lead is thin, every spec is crammed into one "Additional features" bullet, "Item color: navy blue" leaves out the paisley, and "Use case: for a wedding, interview and fathers day and for the office." is garbled.'),
    (83, 'r14-21', 'bigcommerce', 'casual', 6, '"It\'s great for a wedding, interview and fathers day and for the office." An awkward occasion line and a thin two-sentence opening. Otherwise the bullets are clean real features, the care and "not a clip-on" lines are kept, and the casual voice is fine.'),
    (84, 'r14-21', 'generic', 'professional', 5, '"Woven Jacquard, fully lined" A lower-case suffix is tacked onto the title and the body is a flat fact list ("Further details: 3 fold, gold accents, gift box incl and groomsmen sets of 5+ discounted."). It is faithful.'),
    (85, 'r14-22', 'etsy', 'professional', 3, '"It is made for hygiene reasons lingerie cannot be returned unless unworn with hygiene strip intact." The returns policy is turned into a use case. "because it is adjustable straps" is broken, and the size list is split across two labels. The fit negation (NOT for larger cups) and the padding exclusion are kept.'),
    (86, 'r14-22', 'amazon', 'luxury', 3, '"INTENDED USE: It is well suited for hygiene reasons lingerie cannot be returned unless unworn with hygiene strip intact." A policy bullet labelled as intended use, "Adjustable straps as it is, it can be set..." is broken, and the A-C cup limit is not in the bullets. The search terms are full of policy words.'),
    (87, 'r14-22', 'walmart', 'technical', 3, '"Intended use: for hygiene reasons lingerie cannot be returned unless unworn with hygiene strip intact." The policy is a use case in the description, the sizes are split, and "Benefit: can be set to suit the person using it" is filler. The key features are otherwise usable.'),
    (88, 'r14-22', 'ebay', 'casual', 3, '"You can use it for hygiene reasons lingerie cannot be returned unless unworn with hygiene strip intact." The policy is garbled into a use, and "It\'s adjustable straps. So yes, it can be set to suit the person using it." is broken. The negations are kept.'),
    (89, 'r14-23', 'shopify', 'professional', 4, '"With a plus 1 card back design, the Printable Tarot Deck 78 Cards are uncoloured." Garbled lead, and "DIGITAL DOWNLOAD ONLY" is the third sentence rather than the first. Audience words are detail bullets ("Tarot readers", "Witchy gifts"). The licence and no-refund negations are kept.'),
    (90, 'r14-23', 'aliexpress', 'luxury', 3, '"Print at Home, uncoloured" A junk title suffix. "DIGITAL DOWNLOAD ONLY - no physical cards will be sent" is buried mid-paragraph on a marketplace where buyers expect shipped goods, and "black & white line art, tarot readers as well as witchy gifts" is listed as features.'),
    (91, 'r14-23', 'target', 'technical', 3, '"Parts: a plus 1 card back design." Wrong roles. The digital-only notice is buried under "Details:" after the print-stock tip, and audience words appear as features.'),
    (92, 'r14-23', 'facebook', 'casual', 3, '"They\'ve got a plus 1 card back design, and they\'re uncoloured." Garbled lead. The digital-only notice is buried at the end of "The highlights" on Facebook, where a physical item is expected.'),
    (93, 'r14-24', 'woocommerce', 'luxury', 3, '"Also of interest: home bar, mixology beginner, housewarming as well as please drink responsibly." Audience words and a responsibility line are listed as features. "13 pieces: Boston shaker tins 28oz & 18oz." makes the tins read as the 13 pieces, and the muddler is missing from the body. The lead is "with 4 pourers".'),
    (94, 'r14-24', 'magento', 'technical', 3, '"Design features: 4 pourers" The spec list is one catch-all bullet mixing tools, steel grade and "please drink responsibly". The muddler is missing from the body and the 13-piece line is garbled.'),
    (95, 'r14-24', 'bigcommerce', 'casual', 4, '"13 pieces: Boston shaker tins 28oz & 18oz." The piece count is garbled and the muddler is missing from the body. The bullets include "Home bar", "Housewarming" and "Please drink responsibly" as features, but the tool bullets are real and the glassware NOT included line is kept.'),
    (96, 'r14-24', 'generic', 'professional', 3, '"Additionally: home bar, mixology beginner, housewarming and please drink responsibly." Fact dump: it "offers 4 pourers" as the lead, audience words are features, the piece count is garbled, and the muddler is missing from the body.'),
    (97, 'r14-25', 'etsy', 'professional', 4, '"The Traditional Scottish Haggis 454g is designed for freezing, for St Andrew\'s Day and for Hogmanay." Garbled lead ("designed for freezing"), "serves 3-4" is missing from the body, and the tags are junk ("Andrew\'s Day", "Traditional"). The full ALLERGENS line, NOT vegetarian, cooking, storage and the Burns Night cutoff are all kept.'),
    (98, 'r14-25', 'amazon', 'luxury', 4, '"INTENDED USE: It is meant for freezing, for St Andrew\'s Day and for Hogmanay." Garbled bullet. The chilled Mon-Wed/UK-mainland shipping and the Burns Night dispatch cutoff are lost, and NOT vegetarian is not in the bullets. The ALLERGENS bullet comes first, which is right.'),
    (99, 'r14-25', 'walmart', 'technical', 4, '"Product: Traditional Scottish Haggis 454g. Intended use: for freezing, for St Andrew\'s Day and for Hogmanay." Garbled intended use, and the shipping restrictions and Burns Night cutoff are lost. The key features do carry the allergens and NOT vegetarian.'),
    (100, 'r14-25', 'ebay', 'casual', 5, '"Meet the Traditional Scottish Haggis 454g, made for freezing, for St Andrew\'s Day and for Hogmanay." Garbled opener, a thin subtitle ("Natural ox casing"), and a title that drops "Serves 3-4" when "(1lb)" could have gone to make room. Otherwise it is complete: allergens, NOT vegetarian, cooking, chilled shipping and the cutoff.'),
]


def leading_quote(reason):
    """Return the text between the opening double quote and the next '" '."""
    if not reason.startswith('"'):
        return None
    end = reason.find('" ', 1)
    if end == -1:
        end = reason.rfind('"')
    return reason[1:end] if end > 0 else None


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "listings.md"), encoding="utf-8") as f:
        listings = f.read()
    with open(os.path.join(here, "products.json"), encoding="utf-8") as f:
        products = {p["id"]: p for p in json.load(f)}

    headers = {
        int(m.group(1)): (m.group(2), m.group(3), m.group(4))
        for m in re.finditer(r"(?m)^## #(\d+) (\S+) \u00b7 (\S+) \u00b7 (\S+)$", listings)
    }
    problems = []
    if len(SCORES) != 100:
        problems.append("expected 100 entries, found %d" % len(SCORES))
    sections = {}
    for m in re.finditer(r"(?ms)^## #(\d+) .*?(?=^## #|\Z)", listings):
        sections[int(m.group(1))] = m.group(0)
    verified = 0
    in_own_section = 0
    for n, pid, plat, tone, score, reason in SCORES:
        if headers.get(n) != (pid, plat, tone):
            problems.append("#%d header mismatch: %r vs %r" % (n, (pid, plat, tone), headers.get(n)))
        if not (isinstance(score, int) and 1 <= score <= 10):
            problems.append("#%d bad score %r" % (n, score))
        q = leading_quote(reason)
        if q and q in listings:
            verified += 1
            if q in sections.get(n, ""):
                in_own_section += 1
        else:
            problems.append("#%d quote NOT found verbatim: %r" % (n, q))

    scores = [e[4] for e in SCORES]
    n = len(scores)
    share = lambda pred: sum(1 for s in scores if pred(s)) / n
    print("count: %d" % n)
    print("mean: %.2f" % statistics.mean(scores))
    print("median: %s" % statistics.median(scores))
    print("share >=8: %.0f%%" % (100 * share(lambda s: s >= 8)))
    print("share >=6: %.0f%%" % (100 * share(lambda s: s >= 6)))
    print("share <=2: %.0f%%" % (100 * share(lambda s: s <= 2)))
    print()
    print("histogram:")
    for v in range(1, 11):
        c = scores.count(v)
        print("  %2d | %-40s %d" % (v, "#" * c, c))

    def group_mean(keyf, label):
        g = defaultdict(list)
        for e in SCORES:
            g[keyf(e)].append(e[4])
        print()
        print("mean by %s:" % label)
        for k in sorted(g, key=lambda k: (-statistics.mean(g[k]), k)):
            print("  %-16s %.2f  (n=%d)" % (k, statistics.mean(g[k]), len(g[k])))

    group_mean(lambda e: e[3], "tone")
    group_mean(lambda e: e[2], "platform")

    def has_details(pid):
        d = products[pid].get("details")
        return bool(d) and str(d).strip().lower() not in ("none", "null", "")

    group_mean(lambda e: "with details" if has_details(e[1]) else "without details", "details text")

    print()
    print("quotes verified verbatim: %d/%d" % (verified, n))
    print("  (of which found inside the listing's own section: %d/%d)" % (in_own_section, n))
    if problems:
        print()
        print("PROBLEMS:")
        for p in problems:
            print("  " + p)


if __name__ == "__main__":
    main()
